import { describe, expect, it } from "vitest";
import { blockingTimeByKind, kindOf } from "./blocking-time-by-kind";

const page = "http://127.0.0.1:4173/rome";

describe("kindOf", () => {
  it("tells the document's own tasks from the entry chunk's, other scripts' and the unattributable", () => {
    expect(kindOf({ url: page, startTime: 0, duration: 60 }, page)).toBe("document");
    expect(
      kindOf(
        { url: "http://127.0.0.1:4173/assets/entry-client-Ab1.js", startTime: 0, duration: 60 },
        page,
      ),
    ).toBe("entry");
    expect(
      kindOf(
        { url: "http://127.0.0.1:4173/assets/sanity-image-Xy2.js", startTime: 0, duration: 60 },
        page,
      ),
    ).toBe("other scripts");
    expect(kindOf({ url: "Unattributable", startTime: 0, duration: 60 }, page)).toBe(
      "unattributable",
    );
    expect(kindOf({ url: "_lighthouse-eval.js", startTime: 0, duration: 60 }, page)).toBe(
      "other scripts",
    );
  });
});

describe("blockingTimeByKind", () => {
  it("counts what each task lasts past 50 ms, clipped to first contentful paint and time-to-interactive", () => {
    const sums = blockingTimeByKind(
      page,
      [
        // Before the paint: not counted.
        { url: "Unattributable", startTime: 700, duration: 120 },
        // Straddles the paint at 900: 860-990 counts as 900-990, 40 ms past 50.
        { url: page, startTime: 860, duration: 130 },
        // Wholly inside: 130 ms, 80 past 50.
        { url: page, startTime: 1000, duration: 130 },
        // Ends past time-to-interactive at 2000: 1950-2100 counts as 1950-2000, not past 50.
        { url: "http://127.0.0.1:4173/assets/entry-client-Ab1.js", startTime: 1950, duration: 150 },
        // Inside: 170 ms, 120 past 50.
        { url: "http://127.0.0.1:4173/assets/entry-client-Ab1.js", startTime: 1500, duration: 170 },
      ],
      900,
      2000,
    );
    expect(sums).toEqual({ document: 120, entry: 120, "other scripts": 0, unattributable: 0 });
  });
});
