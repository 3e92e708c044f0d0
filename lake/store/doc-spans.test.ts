import { describe, expect, it } from "vitest";
import { documentRanges } from "./doc-spans";

/** The text of each range, as the store reads it back. */
function texts(line: string): (string | null)[] {
  const bytes = Buffer.from(line);
  return documentRanges(bytes).map((range) =>
    range ? bytes.subarray(range.start, range.end).toString() : null,
  );
}

describe("documentRanges", () => {
  it("finds each record's document in a transaction's line, null for a deletion", () => {
    const a = { _id: "a", s: 'q"}],\\', n: [1, { x: null }], e: {}, t: "ü €" };
    const c = { _id: "c", t: -1.5e3, u: true };
    const line = JSON.stringify({
      v: 1,
      id: "tx",
      docs: [
        { id: "a", doc: a },
        { id: "b", doc: null },
        // A mutation's own `doc` key is not the record's document.
        { id: "c", muts: [{ doc: { _id: "x" } }], doc: c },
      ],
      actions: [{ doc: {} }],
    });
    expect(texts(line)).toEqual([JSON.stringify(a), null, JSON.stringify(c)]);
  });

  it("reads lines with spaces between tokens and with no documents", () => {
    expect(texts('{ "docs" : [ { "id" : "a" , "doc" : { "_id" : "a" } } ] }')).toEqual([
      '{ "_id" : "a" }',
    ]);
    expect(texts('{"v":1,"docs":[]}')).toEqual([]);
  });

  it("skips strings that end in escaped backslashes and long ones", () => {
    const doc = { _id: "a", s: "\\\\", long: `${"x".repeat(100)}\\"${"y".repeat(100)}` };
    expect(texts(JSON.stringify({ docs: [{ id: "a", doc }] }))).toEqual([JSON.stringify(doc)]);
  });
});
