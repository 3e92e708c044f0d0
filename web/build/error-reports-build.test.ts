import { describe, expect, it } from "vitest";
import { releaseOf } from "./error-reports-build";

describe("releaseOf", () => {
  const commit = () => "0123456789ab";

  it("is RELEASE when set, else a tag build's tag, else the commit, else dev", () => {
    const tag = { GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: "v1.2.0" };
    expect(releaseOf({ ...tag, RELEASE: "2026.11.29" }, commit)).toBe("2026.11.29");
    expect(releaseOf(tag, commit)).toBe("v1.2.0");
    // A branch build (staging from main) names its commit, not the branch.
    expect(releaseOf({ GITHUB_REF_TYPE: "branch", GITHUB_REF_NAME: "main" }, commit)).toBe(
      "0123456789ab",
    );
    expect(releaseOf({}, () => undefined)).toBe("dev");
  });

  it("keeps to what firestore.rules accept: 1-40 of letters, digits and ._+-", () => {
    expect(releaseOf({ RELEASE: "release/1.2 beta" }, commit)).toBe("release-1.2-beta");
    expect(releaseOf({ RELEASE: "x".repeat(60) }, commit)).toHaveLength(40);
  });

  it("reads this checkout's commit by default", () => {
    expect(releaseOf({})).toMatch(/^[0-9a-f]{12}$/);
  });
});
