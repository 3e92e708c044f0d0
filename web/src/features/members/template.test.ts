import { describe, expect, it } from "vitest";
import { splitTemplate } from "./template";

describe("splitTemplate", () => {
  it("splits text and known slots", () => {
    expect(
      splitTemplate("By signing up you agree to our {terms} and {privacy}.", ["terms", "privacy"]),
    ).toEqual([
      { text: "By signing up you agree to our " },
      { slot: "terms" },
      { text: " and " },
      { slot: "privacy" },
      { text: "." },
    ]);
  });

  it("keeps unknown slots and stray braces as text", () => {
    expect(splitTemplate("{other} {terms} {", ["terms"])).toEqual([
      { text: "{other} " },
      { slot: "terms" },
      { text: " {" },
    ]);
  });

  it("handles templates without slots and slots at both ends", () => {
    expect(splitTemplate("Plain", ["terms"])).toEqual([{ text: "Plain" }]);
    expect(splitTemplate("{terms}{privacy}", ["terms", "privacy"])).toEqual([
      { slot: "terms" },
      { slot: "privacy" },
    ]);
  });
});
