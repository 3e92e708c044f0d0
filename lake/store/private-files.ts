/**
 * The data dir holds the token, every document (drafts and `secrets.*` too) and its history:
 * only its owner may read it. Files are made 0600 in 0700 directories, as the token always
 * was; a dir or log made looser by an older lake is tightened when it is opened.
 */
import fs from "node:fs";

export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/** Makes `dir` (and missing parents) 0700, or tightens it to 0700 if it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** Takes group and other permissions off an existing file or dir (when this user owns it). */
export function tighten(file: string | number, mode: number): void {
  try {
    const current = (typeof file === "number" ? fs.fstatSync(file) : fs.statSync(file)).mode;
    if ((current & 0o777) === mode) return;
    if (typeof file === "number") fs.fchmodSync(file, mode);
    else fs.chmodSync(file, mode);
  } catch {
    // Not ours to change (another user's dir, a read-only mount): leave it as it is.
  }
}
