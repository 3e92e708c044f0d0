import { describe, expect, it } from "vitest";
import { redirectLeavesSite } from "./redirect-leaves-site";

describe("redirectLeavesSite", () => {
  it("counts down and leaves for a visitor on the public site", () => {
    expect(redirectLeavesSite({ draftMode: false, framed: false })).toBe(true);
  });

  it("never leaves inside Studio's preview: in draft mode, in a frame, or both", () => {
    expect(redirectLeavesSite({ draftMode: true, framed: true })).toBe(false);
    expect(redirectLeavesSite({ draftMode: false, framed: true })).toBe(false);
    expect(redirectLeavesSite({ draftMode: true, framed: false })).toBe(false);
  });
});
