/**
 * `GET /jobs/:jobId/listen`: follow a dataset copy job, as `sanity dataset copy` does (its
 * `followCopyJobProgress`): `job` events carry `{progress}` or `{state}`, `done` ends the
 * stream, `channel_error` says why there is nothing to follow. The CLI opens this
 * EventSource without a token, so, as on the hosted API, the job id is the only key; the
 * stream tells nothing but the job's state.
 */
import type { LakeRequest } from "../router";
import { openStream, sse } from "./listen";

export function followCopyJob(request: LakeRequest): void {
  const jobId = request.params.jobId as string;
  const job = request.lake.copyJobs.get(jobId);
  const write = openStream(request);
  if (!job) {
    // An event, not a 404: on an HTTP error the CLI's EventSource reconnects for ever.
    // Plain text: the CLI prints it after "Copy job failed: ". The id is echoed only when it
    // looks like one, so what a caller puts in the path never shapes the stream's framing.
    const shown = /^[\w-]{1,80}$/.test(jobId) ? ` ${jobId}` : "";
    write(`event: channel_error\ndata: Job${shown} not found\n\n`);
  } else if (job.state === "failed") {
    write(sse("job", { state: "failed", message: job.message }));
  } else {
    write(sse("job", { progress: 100 }));
    write(sse("job", { state: "completed", progress: 100 }));
    write(sse("done", {}));
  }
  request.res.end();
}
