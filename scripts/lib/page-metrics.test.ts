import { describe, expect, it } from "vitest";
import {
  cumulativeLayoutShift,
  isGroqRequest,
  markdownTable,
  median,
  type PageSample,
  replaceBetweenMarkers,
  summarise,
} from "./page-metrics";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([7])).toBe(7);
  });

  it("is null without values", () => {
    expect(median([])).toBeNull();
  });

  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("summarise", () => {
  const sample = (overrides: Partial<PageSample>): PageSample => ({
    fcp: 100,
    lcp: 200,
    cls: 0,
    h1: 300,
    jsBytes: 1000,
    requests: 10,
    fromCache: 0,
    groq: 2,
    preflights: 2,
    ...overrides,
  });

  it("takes each field's median and skips loads where the field is missing", () => {
    const summary = summarise([
      sample({ lcp: 900, h1: null }),
      sample({ lcp: 100, h1: 500 }),
      sample({ lcp: 500, h1: null }),
    ]);
    expect(summary.lcp).toBe(500);
    expect(summary.h1).toBe(500);
    expect(summary.groq).toBe(2);
  });

  it("reports null for a field no load produced", () => {
    expect(summarise([sample({ fcp: null }), sample({ fcp: null })]).fcp).toBeNull();
  });
});

describe("cumulativeLayoutShift", () => {
  it("is 0 without shifts", () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it("adds shifts less than 1 s apart into one window", () => {
    const cls = cumulativeLayoutShift([
      { startTime: 100, value: 0.1 },
      { startTime: 900, value: 0.05 },
      { startTime: 1800, value: 0.02 },
    ]);
    expect(cls).toBeCloseTo(0.17);
  });

  it("takes the largest window when a gap of 1 s or more separates them", () => {
    const cls = cumulativeLayoutShift([
      { startTime: 100, value: 0.1 },
      { startTime: 1200, value: 0.15 },
      { startTime: 1300, value: 0.01 },
    ]);
    expect(cls).toBeCloseTo(0.16);
  });

  it("closes a window after 5 s even without a gap", () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({
      startTime: index * 900,
      value: 0.01,
    }));
    // 0, 900, …, 4500 fit the first window (6 shifts); 5400 starts the next.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it("ignores shifts caused by input and sorts by time", () => {
    const cls = cumulativeLayoutShift([
      { startTime: 500, value: 0.02 },
      { startTime: 100, value: 0.5, hadRecentInput: true },
      { startTime: 200, value: 0.03 },
    ]);
    expect(cls).toBeCloseTo(0.05);
  });
});

describe("isGroqRequest", () => {
  const lake = "http://127.0.0.1:40123";

  it("matches GET and POST query URLs on the lake", () => {
    expect(isGroqRequest(`${lake}/v2025-02-19/data/query/production?query=*`, lake)).toBe(true);
    expect(isGroqRequest(`${lake}/v1/data/query/production`, lake)).toBe(true);
  });

  it("does not match other lake endpoints or other origins", () => {
    expect(isGroqRequest(`${lake}/v2025-02-19/data/doc/production/abc`, lake)).toBe(false);
    expect(isGroqRequest(`${lake}/v2025-02-19/data/listen/production`, lake)).toBe(false);
    expect(isGroqRequest(`${lake}/images/local/production/a.jpg`, lake)).toBe(false);
    expect(
      isGroqRequest("http://127.0.0.1:5173/v2025-02-19/data/query/production?query=*", lake),
    ).toBe(false);
    expect(isGroqRequest("not a url", lake)).toBe(false);
  });
});

describe("markdownTable", () => {
  it("pads columns and right-aligns the ones asked for", () => {
    expect(
      markdownTable(
        ["route", "ms"],
        [
          ["/", "1200"],
          ["/rome", "90"],
        ],
        [1],
      ),
    ).toBe(
      ["| route |   ms |", "| ----- | ---: |", "| /     | 1200 |", "| /rome |   90 |"].join("\n"),
    );
  });
});

describe("replaceBetweenMarkers", () => {
  const markers = { start: "<!-- a:start -->", end: "<!-- a:end -->", heading: "## A" };

  it("appends the heading and the section when the markers are missing", () => {
    expect(replaceBetweenMarkers("# Doc\n\n## B\n\ntext\n", markers, "new\n")).toBe(
      "# Doc\n\n## B\n\ntext\n\n## A\n\n<!-- a:start -->\nnew\n<!-- a:end -->\n",
    );
  });

  it("replaces only what is between the markers", () => {
    const text = "before\n<!-- a:start -->\nold $& $1\n<!-- a:end -->\nafter\n";
    expect(replaceBetweenMarkers(text, markers, "new $&")).toBe(
      "before\n<!-- a:start -->\nnew $&\n<!-- a:end -->\nafter\n",
    );
  });

  it("refuses a start marker without an end marker", () => {
    expect(() => replaceBetweenMarkers("<!-- a:start -->\nold\n", markers, "new")).toThrow(
      /no <!-- a:end -->/,
    );
  });
});
