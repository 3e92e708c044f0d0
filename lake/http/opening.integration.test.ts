/**
 * Issue 38 ("ready at once"): the lake listens before it replays its logs, so `/v1/ping`
 * answers while a large log still loads, and every other request waits for the datasets
 * rather than meet one that is missing or half read (ADR 0065).
 */
import fs from "node:fs";
import path from "node:path";
import getPort from "get-port";
import { afterEach, describe, expect, it } from "vitest";
import { createLake, type Lake } from "../lake";
import { readLock } from "../store/datasets";
import { TOKEN, tempDir } from "../testing/test-lake";

const TRANSACTIONS = 2_000;
const TORN = '{"v":1,"id":"torn","docs":[{"id":"x"';

let lake: Lake | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await lake?.close();
  lake = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A log of one transaction per document, its last line torn (a crash mid-append). */
function writeLog(file: string, transactions: number): void {
  const ts = "2026-11-29T10:00:00.000Z";
  const lines = Array.from({ length: transactions }, (_, i) => {
    const doc = {
      _id: `doc-${i}`,
      _type: "thing",
      _rev: `tx-${i}`,
      _createdAt: ts,
      _updatedAt: ts,
      n: i,
    };
    return JSON.stringify({
      v: 1,
      id: `tx-${i}`,
      ts,
      author: "test",
      docs: [{ id: doc._id, doc }],
    });
  });
  fs.writeFileSync(file, `${lines.join("\n")}\n${TORN}`);
}

describe("the lake while its datasets open", () => {
  it("answers ping during the replay and holds a query until its dataset is open", async () => {
    const dir = tempDir();
    dataDir = dir;
    // "production" opens first (it is configured); its torn line is reported as soon as it
    // is replayed, while "staging"'s longer log is still to be read. "staging"'s own torn
    // line is reported at the end of its replay.
    writeLog(path.join(dir, "production.log.ndjson"), 1);
    writeLog(path.join(dir, "staging.log.ndjson"), TRANSACTIONS);
    const port = await getPort();
    const url = `http://127.0.0.1:${port}`;
    const events: string[] = [];
    let lockedBy: string | undefined;
    let early:
      | { ping: Promise<number>; query: Promise<{ status: number; body: unknown }> }
      | undefined;
    const created = createLake({
      port,
      dataDir: dir,
      token: TOKEN,
      projectId: "local",
      certDir: path.join(dir, "certs"),
      openSliceMs: 0,
      log: (line) => {
        if (!line.includes("is not a valid transaction")) return;
        const which = line.includes("staging") ? "staging" : "production";
        events.push(`${which} replayed`);
        if (which !== "production") return;
        // The CLI reads where the lake listens from the lock: it is there before the datasets open.
        lockedBy = readLock(dir)?.url;
        early = {
          ping: fetch(`${url}/v1/ping`).then((response) => {
            events.push("ping answered");
            return response.status;
          }),
          query: fetch(`${url}/v1/data/query/staging?query=${encodeURIComponent("count(*)")}`).then(
            async (response) => ({ status: response.status, body: await response.json() }),
          ),
        };
      },
    });
    lake = await created;
    if (!early) throw new Error("the production log's replay never reported");
    expect(await early.ping).toBe(200);
    expect(events).toEqual(["production replayed", "ping answered", "staging replayed"]);
    expect(lockedBy).toBe(url);
    // Asked before "staging" was open: answered from all of it, not a 404 or a part.
    expect(await early.query).toMatchObject({ status: 200, body: { result: TRANSACTIONS } });
  });
});
