/** `POST /data/actions/:dataset`: the Actions API Studio publishes, discards and edits with. */
import { actionError, badRequest } from "../../core/errors";
import { isRecord } from "../../core/json";
import { applyAction } from "../../store/actions";
import { runTransaction } from "../../store/transactions";
import { requireAuth } from "../auth";
import { flag, readJson, sendJson } from "../exchange";
import type { LakeRequest } from "../router";

export async function handleActions(request: LakeRequest): Promise<void> {
  const user = requireAuth(request.principal, "Actions");
  const store = request.lake.datasets.get(request.params.dataset as string);
  const body = await readJson(request.req);
  if (!isRecord(body)) throw badRequest("Request body must be a JSON object with `actions`");
  const actions = body.actions;
  if (!Array.isArray(actions) || actions.length === 0) {
    throw actionError(0, 400, "invalidActionError", "`actions` must be a non-empty array");
  }
  const outcome = await runTransaction(
    store,
    {
      transactionId: body.transactionId,
      author: user.id,
      dryRun: body.dryRun === true || flag(request.url, "dryRun"),
      kind: "actionError",
      extra: { actions },
    },
    (staging) => {
      for (const [index, action] of actions.entries()) {
        staging.index = index;
        applyAction(staging, action, index);
      }
    },
  );
  sendJson(request, 200, { transactionId: outcome.transactionId });
}
