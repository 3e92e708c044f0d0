import { describe, expect, it } from "vitest";
import { browserOf, kindOf, ownFrames, reportOf, routeOf, sameErrorKey, scrub } from "./report";

const ORIGIN = "https://tastemap.example";

const PAGE = {
  pathname: "/signup",
  origin: ORIGIN,
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
  release: "v1.2.0",
  typed: [] as string[],
};

describe("scrub", () => {
  it("replaces e-mail addresses", () => {
    expect(scrub("No account for Ann.O'Neil+x@mail.example.com, sorry", [], 300)).toBe(
      "No account for [email], sorry",
    );
  });

  it("cuts URLs to their origin and path: a query's parameters never leave", () => {
    expect(
      scrub(
        "Request error while attempting to reach https://p.api.sanity.io/v1/data/query/production?query=*&%24email=%22ann%22#x (status 500)",
        [],
        300,
      ),
    ).toBe(
      "Request error while attempting to reach https://p.api.sanity.io/v1/data/query/production (status 500)",
    );
  });

  it("replaces what the visitor typed, longest first, and ignores values under 3 characters", () => {
    expect(scrub("Bad value Rossi Mario in Mario, ok", ["Mario", "Rossi Mario", "ok"], 300)).toBe(
      "Bad value [field] in [field], ok",
    );
  });

  it("caps the text", () => {
    expect(scrub("x".repeat(500), [], 300)).toHaveLength(300);
  });
});

describe("ownFrames", () => {
  it("keeps the site's own frames, as paths, and drops other origins' (Chrome)", () => {
    const stack = [
      "TypeError: x is not a function",
      `    at FaqSection (${ORIGIN}/assets/faq-Ab12.js:1:200)`,
      "    at chrome-extension://abc/content.js:3:4",
      `    at ${ORIGIN}/assets/shell-Cd34.js:9:10`,
    ].join("\n");
    expect(ownFrames(stack, ORIGIN)).toBe(
      "at FaqSection (/assets/faq-Ab12.js:1:200)\nat /assets/shell-Cd34.js:9:10",
    );
  });

  it("reads Firefox's and Safari's frames, and drops a dev server's version query", () => {
    expect(
      ownFrames(
        `render@${ORIGIN}/src/sections/faq.tsx?t=123:4:5\n@https://other.example/a.js:1:1`,
        ORIGIN,
      ),
    ).toBe("render@/src/sections/faq.tsx:4:5");
  });

  it("keeps at most ten frames", () => {
    const stack = Array.from({ length: 30 }, (_, i) => `at f${i} (${ORIGIN}/a.js:1:${i})`).join(
      "\n",
    );
    expect(ownFrames(stack, ORIGIN).split("\n")).toHaveLength(10);
  });
});

describe("browserOf", () => {
  it.each([
    [PAGE.userAgent, "Chrome 141"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:140.0) Gecko/20100101 Firefox/140.0",
      "Firefox 140",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
      "Safari 18",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0",
      "Edge 141",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/141.0.0.0", "Chrome 141"],
    ["curl/8.0", "unknown"],
  ])("%s → %s", (userAgent, browser) => {
    expect(browserOf(userAgent)).toBe(browser);
  });
});

describe("routeOf", () => {
  it("is the path alone, with no address", () => {
    expect(routeOf("/signup?email=ann%40x.com#form")).toBe("/signup");
    expect(routeOf("/it/roma")).toBe("/it/roma");
    expect(routeOf("/ann@example.com")).toBe("/[email]");
    expect(routeOf("")).toBe("/");
  });
});

describe("reportOf", () => {
  it("keeps kind, scrubbed message, own frames, route, release and browser; nothing else", () => {
    const error = new Error("Could not subscribe ann@example.com with Ann Rossi");
    error.stack = `Error: x\n    at send (${ORIGIN}/assets/news-1.js:1:2)\n    at https://cdn.example/a.js:1:1`;
    const report = reportOf("rejection", error, { ...PAGE, typed: ["Ann Rossi"] });
    expect(report).toEqual({
      kind: "rejection",
      message: "Error: Could not subscribe [email] with [field]",
      stack: "at send (/assets/news-1.js:1:2)",
      route: "/signup",
      release: "v1.2.0",
      browser: "Chrome 141",
    });
  });

  it("files content query errors as queries", () => {
    // As @sanity/client's ClientError (an unnamed class) and get-it's network failure are.
    const clientError = Object.assign(new Error("HTTP 400"), {
      statusCode: 400,
      responseBody: "{}",
    });
    expect(kindOf("error", clientError)).toBe("query");
    expect(
      kindOf("error", new Error("Request error while attempting to reach https://x.example/q?a")),
    ).toBe("query");
    expect(kindOf("rejection", new Error("The content API answered 500: boom"))).toBe("query");
    expect(kindOf("error", Object.assign(new Error("HTTP 400"), { statusCode: 400 }))).toBe(
      "error",
    );
    expect(kindOf("rejection", new TypeError("x"))).toBe("rejection");
    expect(kindOf("query", new TypeError("Failed to fetch"))).toBe("query");
  });

  it("says what a thrown value that is not an Error was", () => {
    expect(reportOf("rejection", { code: 42 }, PAGE).message).toBe('{"code":42}');
    expect(reportOf("error", "Script error.", PAGE).message).toBe("Script error.");
  });
});

describe("sameErrorKey", () => {
  it("is the same for the same error at the same route, different elsewhere", () => {
    const one = reportOf("error", new Error("boom"), PAGE);
    expect(sameErrorKey(reportOf("error", new Error("boom"), PAGE))).toBe(sameErrorKey(one));
    expect(sameErrorKey(reportOf("error", new Error("boom"), { ...PAGE, pathname: "/" }))).not.toBe(
      sameErrorKey(one),
    );
    expect(sameErrorKey(reportOf("error", new Error("bang"), PAGE))).not.toBe(sameErrorKey(one));
  });
});
