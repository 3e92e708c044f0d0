import { describe, expect, it } from "vitest";
import { isDraftModeRequest } from "./draft-mode";
import { sitePath } from "./enable-draft-mode";

const ORIGIN = "https://tastemap.example";

describe("sitePath", () => {
  it("keeps a path and its query on this site", () => {
    expect(sitePath("/rome?tab=food", ORIGIN)).toBe("/rome?tab=food");
    expect(sitePath(`${ORIGIN}/it/welcome-you-merchants`, ORIGIN)).toBe(
      "/it/welcome-you-merchants",
    );
  });

  it("sends any other origin, a protocol-relative link or a script URL home", () => {
    expect(sitePath("https://evil.example/rome", ORIGIN)).toBe("/");
    expect(sitePath("//evil.example/rome", ORIGIN)).toBe("/");
    expect(sitePath("javascript:alert(1)", ORIGIN)).toBe("/");
  });

  it("goes home without a pathname", () => {
    expect(sitePath(null, ORIGIN)).toBe("/");
    expect(sitePath(undefined, ORIGIN)).toBe("/");
  });
});

describe("isDraftModeRequest", () => {
  it("is the enable path with a secret, nothing else", () => {
    expect(
      isDraftModeRequest({ pathname: "/preview-mode/enable", search: "?sanity-preview-secret=x" }),
    ).toBe(true);
    expect(isDraftModeRequest({ pathname: "/preview-mode/enable", search: "" })).toBe(false);
    expect(isDraftModeRequest({ pathname: "/rome", search: "?sanity-preview-secret=x" })).toBe(
      false,
    );
  });
});
