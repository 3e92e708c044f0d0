/**
 * Issue 38, "one budget for every answer": history, export, listener events and live
 * messages count what they send against the request's budget (http/answer-budget.ts) and
 * answer the limit's 4xx (or, on a stream that has answered already, end it naming the
 * limit) instead of building answers of any size on the main thread.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { raw, startLake, type TestLake, TOKEN } from "../testing/test-lake";

const LIMIT = 64 * 1024;
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ queryResultLimitBytes: LIMIT });
  await t.client.createOrReplace({ _id: "small", _type: "thing", n: 1 });
  // In a transaction: a single-document write echoes the document, which is past the budget.
  await t.client
    .transaction()
    .createOrReplace({ _id: "big", _type: "thing", body: "x".repeat(LIMIT + 1) })
    .commit();
});
afterAll(() => t.stop());

const history = (path: string) =>
  raw(t.lake, `/v1/data/history/production/${path}`, { token: TOKEN });

it("answers history past the budget with the limit's 4xx", async () => {
  const small = await history("documents/small?lastRevision=true");
  expect(small.status).toBe(200);
  const documents = await history("documents/big?lastRevision=true");
  expect(documents.status).toBe(422);
  expect(documents.body).toMatchObject({
    error: { type: "answerTooLargeError", limitBytes: LIMIT },
  });
  const transactions = await history("transactions/big");
  expect(transactions.status).toBe(422);
  expect((await history("transactions/small")).status).toBe(200);
});

it("breaks off an export at a line past the budget instead of sending it", async () => {
  // The stream ends in an error: a client never takes a short export for a whole one.
  const exported = async () => {
    const response = await fetch(`${t.lake.url}/v1/data/export/production`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    return { status: response.status, text: await response.text() };
  };
  await expect(exported()).rejects.toThrow();
  const types = await raw(t.lake, "/v1/data/export/production?types=other", { token: TOKEN });
  expect(types.status).toBe(200);
});

/** Reads a listener's stream until `until` matches what arrived (or 5 s pass). */
async function listenUntil(path: string, write: () => Promise<unknown>, until: RegExp) {
  const controller = new AbortController();
  const response = await fetch(`${t.lake.url}${path}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 5_000;
  let wrote = false;
  while (!until.test(text) && Date.now() < deadline) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
    if (!wrote && text.includes("welcome")) {
      wrote = true;
      await write();
    }
  }
  controller.abort();
  return text;
}

it("ends a listener whose event is past the budget, naming the limit", async () => {
  const query = encodeURIComponent('*[_type == "thing"]');
  const text = await listenUntil(
    `/v1/data/listen/production?query=${query}&includeResult=true`,
    () => t.client.patch("big").set({ n: 2 }).commit({ returnDocuments: false }),
    /channelError/,
  );
  expect(text).toContain("event: channelError");
  expect(text).toContain("answerTooLargeError");
  expect(text).not.toContain('"resultRev"');
});

it("asks live-event clients to refetch when a message would be past the budget", async () => {
  // Through the Actions API, whose answer is only the transaction id: 8,000 new drafts, one
  // sync tag each, more tags than one message may carry.
  const actions = Array.from({ length: 8000 }, (_, i) => ({
    actionType: "sanity.action.document.create",
    publishedId: `many-${i}`,
    attributes: { _id: `drafts.many-${i}`, _type: "thing", n: i },
    ifExists: "fail",
  }));
  const text = await listenUntil(
    "/v1/data/live/events/production?includeDrafts=true",
    async () => {
      const answer = await raw(t.lake, "/v1/data/actions/production", {
        method: "POST",
        token: TOKEN,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ actions }),
      });
      expect(answer.status).toBe(200);
    },
    /event: (restart|message)/,
  );
  expect(text).toContain("event: restart");
  expect(text).not.toContain("event: message");
});

it("refuses a mutation whose returned documents would be past the budget, writing nothing", async () => {
  const mutate = (returnDocuments: boolean, id: string) =>
    raw(t.lake, `/v1/data/mutate/production?returnDocuments=${returnDocuments}`, {
      method: "POST",
      token: TOKEN,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        mutations: [{ createOrReplace: { _id: id, _type: "thing", body: "y".repeat(LIMIT) } }],
      }),
    });
  const refused = await mutate(true, "returned");
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ error: { type: "answerTooLargeError", limitBytes: LIMIT } });
  expect(await t.client.getDocument("returned")).toBeUndefined();
  // Without the documents in the answer, the same write is fine.
  const written = await mutate(false, "written");
  expect(written.status).toBe(200);
  expect(written.body).toMatchObject({ results: [{ id: "written", operation: "create" }] });
});
