/**
 * Dataset copy jobs, as the hosted API reports them: `PUT /datasets/:name/copy` answers a job
 * id, `GET /jobs/:id/listen` follows it and `GET /projects/:id/datasets/copy` lists them
 * (what `sanity dataset copy` and its `--attach`/`--list` read). A local copy is finished
 * before the answer, so every job here is already completed or failed; the record is what
 * lets code written for the hosted API's asynchronous copy run unchanged against the lake.
 */
import { randomUUID } from "node:crypto";

type CopyJobState = "completed" | "failed";

export interface CopyJob {
  id: string;
  sourceDataset: string;
  targetDataset: string;
  withHistory: boolean;
  state: CopyJobState;
  createdAt: string;
  updatedAt: string;
  /** Why a failed job failed (sent as the listen stream's `message`). */
  message?: string;
}

/** Jobs kept for listing and following: a local lake copies rarely, old ones may go. */
const KEPT = 100;

export class CopyJobs {
  private readonly jobs = new Map<string, CopyJob>();

  /** Runs `copy` as a job and records how it ended; rethrows its error after recording it. */
  async run(
    what: { sourceDataset: string; targetDataset: string; withHistory: boolean },
    copy: () => Promise<unknown>,
  ): Promise<CopyJob> {
    const createdAt = new Date().toISOString();
    // Unguessable: the hosted API's listen stream takes no token (the CLI sends none).
    const id = `jobs-${randomUUID()}`;
    const finish = (state: CopyJobState, message?: string): CopyJob => {
      const job: CopyJob = { id, ...what, state, createdAt, updatedAt: new Date().toISOString() };
      if (message !== undefined) job.message = message;
      this.jobs.set(id, job);
      while (this.jobs.size > KEPT) {
        const oldest = this.jobs.keys().next().value;
        if (oldest === undefined) break;
        this.jobs.delete(oldest);
      }
      return job;
    };
    try {
      await copy();
    } catch (error) {
      finish("failed", error instanceof Error ? error.message : String(error));
      throw error;
    }
    return finish("completed");
  }

  get(id: string): CopyJob | undefined {
    return this.jobs.get(id);
  }

  /** Newest first, as `sanity dataset copy --list` shows them. */
  list(offset = 0, limit = 10): CopyJob[] {
    return [...this.jobs.values()].reverse().slice(offset, offset + limit);
  }
}
