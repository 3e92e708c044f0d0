/** What the lake's handlers can reach: its configuration, datasets and assets. */
import type { AssetStore } from "./assets/store";
import type { QueryPool } from "./groq/query-pool";
import type { CopyJobs } from "./store/copy-jobs";
import type { Datasets } from "./store/datasets";
import type { Logger } from "./store/types";

/**
 * What one answer may send and cost the main thread (http/answer-budget.ts holds each request
 * to it). Declared here, with the rest of the lake's configuration, so the budget module can
 * read requests without the configuration reading it back.
 */
export interface AnswerLimits {
  /** Most bytes one answer (or one message of a stream) may send. */
  bytes: number;
  /** Most main-thread time building one answer may take, in milliseconds. */
  ms: number;
}

/** Who may read drafts and write: the holder of this token. */
export interface AuthConfig {
  token: string;
}

export interface LakeServices {
  projectId: string;
  auth: AuthConfig;
  /** Host names answered besides the loopback ones (LAKE_ALLOWED_HOSTS; http/hosts.ts). */
  allowedHosts: readonly string[];
  /** Browser origins that may call the lake (the site's and Studio's). */
  corsOrigins: ReadonlySet<string>;
  datasets: Datasets;
  /**
   * Settles once the datasets have opened (their logs replayed; rejected if one cannot be):
   * requests other than `/v1/ping` wait for it (http/server.ts).
   */
  opened: Promise<void>;
  /** Dataset copies, as jobs to list and follow (`sanity dataset copy`). */
  copyJobs: CopyJobs;
  assets: AssetStore;
  /** Open listeners and live-event streams the whole lake may hold (503 past it). */
  maxListeners: number;
  /** What one answer may send and cost the main thread (http/answer-budget.ts). */
  answerLimits: AnswerLimits;
  /** Where GROQ queries run: worker threads, with a time limit. */
  queries: QueryPool;
  log: Logger;
  /** Base URL written into asset documents' `url` (the HTTP listener). */
  publicUrl: () => string;
  /** The HTTPS listener's base URL ("" without one): asset URLs for callers that came that way. */
  secureUrl: () => string;
  /** Per-user key-value store for Studio (`/users/me/keyvalue`), in memory + file. */
  keyValue: Map<string, unknown>;
  saveKeyValue: () => void;
  /** One-time login session ids handed to Studio, with when they expire (ms). */
  loginSessions: Map<string, number>;
}
