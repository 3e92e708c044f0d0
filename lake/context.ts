/** What every route handler can reach: configuration, datasets, assets. */

import type { AssetStore } from "./assets";
import type { AuthConfig } from "./auth";
import type { Datasets } from "./datasets";
import type { Logger } from "./types";

export interface LakeContext {
  projectId: string;
  auth: AuthConfig;
  datasets: Datasets;
  assets: AssetStore;
  log: Logger;
  /** Base URL written into asset documents' `url` (the HTTP listener). */
  publicUrl: () => string;
  /** Per-user key-value store for Studio (`/users/me/keyvalue`), in memory + file. */
  keyValue: Map<string, unknown>;
  saveKeyValue: () => void;
}
