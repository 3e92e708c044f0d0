import { describe, expect, it } from "vitest";
import { sandboxFor } from "./frame-after-first-paint";

describe("sandboxFor", () => {
  const flags = "allow-scripts allow-same-origin allow-forms";

  it("keeps another site's page its origin", () => {
    expect(sandboxFor("https://qr.example.com/app", flags)).toBe(flags);
  });

  it("keeps this site's own page in an opaque origin, so it cannot lift its sandbox", () => {
    expect(sandboxFor("/embeds/stand-in.html", flags)).toBe("allow-scripts allow-forms");
  });

  it("does not take a protocol-relative address for one of this site's pages", () => {
    expect(sandboxFor("//evil.example/x", flags)).toBe(flags);
  });
});
