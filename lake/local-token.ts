/**
 * The local lake's token: random per clone, made on the lake's first start and kept beside
 * its data (`<LAKE_DATA_DIR>/api-token`, readable by its owner only). A fixed token would be
 * public: any web page could send it to the lake on loopback. Every program that talks to
 * the local lake (the lake itself, `npm start`, seeding, the lake CLI, the tests' stack)
 * reads it here, so they all agree without the token being written into any file in git.
 *
 * The lake owns the file's name and format; the programs that talk to a local lake read it
 * through this module (`@tastemap/lake/local-token`), as Sanity's CLI reads its own token file.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "./store/private-files";

/** The token's file name inside the lake's data dir. */
export const LOCAL_TOKEN_FILE = "api-token";

export function localTokenFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), LOCAL_TOKEN_FILE);
}

function readToken(file: string): string | undefined {
  try {
    const token = fs.readFileSync(file, "utf8").trim();
    return token === "" ? undefined : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The token of the lake on `dataDir`, made (256 random bits, file mode 0600) when there is
 * none yet. Safe when two programs start at once: the file is created exclusively, and the
 * one that loses the race reads what the other wrote.
 */
export function ensureLocalToken(dataDir: string): string {
  const file = localTokenFile(dataDir);
  const existing = readToken(file);
  if (existing) return existing;
  ensurePrivateDir(path.dirname(file));
  const token = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${token}\n`, { flag: "wx", mode: 0o600 });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = readToken(file);
    if (!written) throw new Error(`${file} is empty: delete it and start the lake again`);
    return written;
  }
}
