/**
 * `GET /jobs/:jobId/listen`: follow a dataset copy job, as `sanity dataset copy` does (its
 * `followCopyJobProgress`): `job` events carry `{progress}` or `{state}`, `done` ends the
 * stream, `channel_error` says why there is nothing to follow. The CLI opens this
 * EventSource without a token, so, as on the hosted API, the job id is the only key; the
 * stream tells nothing but the job's state.
 */
import type { LakeRequest } from "../router";
import { openStream } from "./listen";

const event = (name: string, data: string) => `event: ${name}\ndata: ${data}\n\n`;

export function followCopyJob(request: LakeRequest): void {
  const job = request.lake.copyJobs.get(request.params.jobId as string);
  const write = openStream(request);
  if (!job) {
    // An event, not a 404: on an HTTP error the CLI's EventSource reconnects for ever.
    write(event("channel_error", `Job ${request.params.jobId} not found`));
  } else if (job.state === "failed") {
    write(event("job", JSON.stringify({ state: "failed", message: job.message })));
  } else {
    write(event("job", JSON.stringify({ progress: 100 })));
    write(event("job", JSON.stringify({ state: "completed", progress: 100 })));
    write(event("done", "{}"));
  }
  request.res.end();
}
