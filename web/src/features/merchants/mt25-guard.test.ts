import { describe, expect, it } from "vitest";
import { mt25GuardScript } from "./mt25-guard";

/** Runs the guard as a browser would at `search`; what it did to the document. */
function runGuard(script: string, search: string) {
  const calls: string[] = [];
  const location = { search, replace: (href: string) => calls.push(`replace ${href}`) };
  const window = { stop: () => calls.push("stop") };
  new Function("location", "window", "URLSearchParams", script)(location, window, URLSearchParams);
  return calls;
}

describe("mt25GuardScript", () => {
  const script = mt25GuardScript(["card001", "card002"], "/it/merchant-contact");

  it("leaves the page alone for an allowed reference, as the route normalises it", () => {
    expect(runGuard(script, "?ref=card001")).toEqual([]);
    expect(runGuard(script, "?ref=%20CARD002%20&utm=x")).toEqual([]);
  });

  it("stops the document before its content and goes to the redirect address otherwise", () => {
    for (const search of ["", "?ref=", "?ref=bad", "?ref=card0011", "?other=card001"]) {
      expect(runGuard(script, search)).toEqual(["stop", "replace /it/merchant-contact"]);
    }
  });

  it("cannot be ended early or broken out of by CMS values", () => {
    const hostile = mt25GuardScript(['</script><script>alert(1)</script>"'], '/x"</script>');
    expect(hostile).not.toContain("</script>");
    expect(runGuard(hostile, "?ref=bad")).toEqual(["stop", 'replace /x"</script>']);
  });
});
