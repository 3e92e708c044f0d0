import { applyPatch } from "mendoza";
import { describe, expect, it } from "vitest";
import { effectsOf } from "./effects";
import type { SanityDocument } from "./types";

const doc = (fields: Record<string, unknown>): SanityDocument => ({
  _id: "a",
  _type: "t",
  _rev: "r1",
  _createdAt: "2025-01-01T00:00:00Z",
  _updatedAt: "2025-01-01T00:00:00Z",
  ...fields,
});
const strip = (d: SanityDocument | null) => {
  if (!d) return null;
  const { _rev, ...rest } = d;
  return rest;
};

describe("mendoza effects", () => {
  const cases: [string, SanityDocument | null, SanityDocument | null][] = [
    ["create", null, doc({ title: "x" })],
    ["delete", doc({ title: "x" }), null],
    [
      "field changes",
      doc({ title: "x", keep: { deep: [1, 2] }, gone: true, n: 1 }),
      {
        ...doc({ title: "y", keep: { deep: [1, 2] }, added: [{ _key: "k" }], n: 2 }),
        _rev: "r2",
        _updatedAt: "2025-01-02T00:00:00Z",
      },
    ],
    ["no change but rev", doc({ title: "x" }), { ...doc({ title: "x" }), _rev: "r2" }],
  ];
  for (const [name, before, after] of cases) {
    it(`${name}: apply turns before into after and revert turns it back`, () => {
      const { apply, revert } = effectsOf(before, after);
      expect(applyPatch(strip(before), apply)).toEqual(strip(after));
      expect(applyPatch(strip(after), revert)).toEqual(strip(before));
    });
  }

  it("touches only changed fields", () => {
    const { apply } = effectsOf(doc({ a: 1, b: 2 }), doc({ a: 1, b: 3 }));
    expect(apply).toEqual([17, 3, "b"]);
  });
});
