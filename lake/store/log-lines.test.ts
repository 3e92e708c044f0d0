import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { documentsInLog } from "./log-documents";
import { logLines } from "./log-lines";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function logFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-lines-"));
  dirs.push(dir);
  const file = path.join(dir, "production.log.ndjson");
  fs.writeFileSync(file, text);
  return file;
}

/** Each line's text and place, read through a window of `windowBytes`. */
function linesOf(file: string, size: number, windowBytes: number) {
  const fd = fs.openSync(file, "r");
  try {
    // A line's bytes are good until the next line is read: each is decoded as it comes.
    const lines: { text: string; at: number; terminated: boolean }[] = [];
    for (const { bytes, at, terminated } of logLines(fd, size, windowBytes)) {
      lines.push({ text: bytes.toString("utf8"), at, terminated });
    }
    return lines;
  } finally {
    fs.closeSync(fd);
  }
}

describe("logLines", () => {
  const text = `short\n${"x".repeat(25)}ü\n\n€tail`;

  it.each([1, 3, 7, 64])("reads every line whole through a window of %i bytes", (windowBytes) => {
    const file = logFile(text);
    const size = Buffer.byteLength(text);
    expect(linesOf(file, size, windowBytes)).toEqual([
      { text: "short", at: 0, terminated: true },
      { text: `${"x".repeat(25)}ü`, at: 6, terminated: true },
      { text: "", at: 34, terminated: true },
      { text: "€tail", at: 35, terminated: false },
    ]);
  });

  it("stops at the size asked for, not the file's end", () => {
    const file = logFile(text);
    expect(linesOf(file, 6, 4).map((line) => line.text)).toEqual(["short"]);
  });
});

describe("documentsInLog", () => {
  const line = (docs: { id: string; doc: Record<string, unknown> | null }[]) =>
    `${JSON.stringify({ v: 1, id: `tx-${Math.random()}`, ts: "t", author: "a", docs })}\n`;

  it("applies each transaction in order, deletions included, up to the extent's end", () => {
    const first = line([
      { id: "a", doc: { _id: "a", n: 1 } },
      { id: "b", doc: { _id: "b", list: [null, "x"] } },
    ]);
    const second = line([
      { id: "a", doc: { _id: "a", n: 2 } },
      { id: "b", doc: null },
    ]);
    const third = line([{ id: "c", doc: { _id: "c" } }]);
    const file = logFile(`${first}\n${second}${third}`);
    const ino = fs.statSync(file).ino;
    const bytes = Buffer.byteLength(`${first}\n${second}`);
    const docs = documentsInLog({ file, ino, bytes });
    expect(Object.fromEntries(docs)).toEqual({ a: { _id: "a", n: 2 } });
    const all = documentsInLog({ file, ino, bytes: fs.statSync(file).size });
    expect([...all.keys()]).toEqual(["a", "c"]);
  });

  it("refuses a file that is not the log it was told of (moved away and replaced)", () => {
    const file = logFile(line([{ id: "a", doc: { _id: "a" } }]));
    const { ino, size } = fs.statSync(file);
    fs.renameSync(file, `${file}.old`);
    fs.writeFileSync(file, line([{ id: "z", doc: { _id: "z" } }]));
    expect(() => documentsInLog({ file, ino, bytes: size })).toThrow(/no longer the dataset's log/);
  });
});
