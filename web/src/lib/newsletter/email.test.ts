import { describe, expect, it } from "vitest";
import { lowercaseAscii, normaliseEmail } from "./email";

describe("normaliseEmail", () => {
  it("accepts an address with an @ and trims it", () => {
    expect(normaliseEmail("  ann@example.com \n")).toBe("ann@example.com");
    expect(normaliseEmail("Ann@Example.COM")).toBe("Ann@Example.COM");
    expect(normaliseEmail("a@b")).toBe("a@b");
  });

  it("rejects empty values and values without an @", () => {
    expect(normaliseEmail("")).toBeUndefined();
    expect(normaliseEmail("   ")).toBeUndefined();
    expect(normaliseEmail("ann.example.com")).toBeUndefined();
  });

  it("rejects what the security rules would refuse", () => {
    expect(normaliseEmail("ann@")).toBeUndefined();
    expect(normaliseEmail("@example.com")).toBeUndefined();
    expect(normaliseEmail("ann @example.com")).toBeUndefined();
    expect(normaliseEmail(`${"a".repeat(250)}@b.co`)).toBeUndefined();
  });

  it("rejects markup and characters that split addresses, keeps other letters", () => {
    for (const bad of [
      "<script>alert(1)</script>@x.io",
      "ann@x.io>",
      'a"b@x.io',
      "a@b@c",
      "a,b@x.io",
    ]) {
      expect(normaliseEmail(bad)).toBeUndefined();
    }
    expect(normaliseEmail("Zoë.ÄRGER+news@Bücher.Example")).toBe("Zoë.ÄRGER+news@Bücher.Example");
  });
});

describe("lowercaseAscii", () => {
  it("lowercases A-Z and leaves every other letter as the rules' lower() does", () => {
    expect(lowercaseAscii("Ann@Example.COM")).toBe("ann@example.com");
    expect(lowercaseAscii("Zoë.ÄRGER@Bücher.Example")).toBe("zoë.Ärger@bücher.example");
  });
});
