/** The messages between the lake and a render process (render-processes.ts, render-process.ts). */

export interface RenderJob {
  id: number;
  /** The original image on disk. */
  file: string;
  /** The URL's query string: Sanity's image parameters. */
  query: string;
  /** The output format (`jpg`, `webp`, `avif`...). */
  format: string;
  /** CPU time (every thread of the process) the render may use. */
  cpuBudgetMs: number;
}

export type RenderReply =
  | { id: 0; kind: "ready" }
  | { id: number; kind: "done"; bytes: Uint8Array; cpuMs: number }
  /** An HttpError (`status`, `body`) or another error (sharp's) with its message. */
  | {
      id: number;
      kind: "failed";
      message: string;
      status?: number;
      body?: Record<string, unknown>;
    }
  | { id: number; kind: "over-budget"; cpuMs: number; cpuBudgetMs: number };
