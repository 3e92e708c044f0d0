import { describe, expect, it } from "vitest";
import { movedAddress } from "./redirect-offer";

const slug = (current: string) => ({ current });

describe("the address a publish moves a page from (movedAddress)", () => {
  it("names the old and new address of a renamed page or guide, in its language", () => {
    expect(
      movedAddress(
        "page",
        { slug: slug("spring-offer") },
        { slug: slug("spring-2027"), language: "en" },
      ),
    ).toEqual({ from: "/spring-offer", to: "/spring-2027", language: "en", slug: "spring-2027" });
    expect(
      movedAddress("city", { slug: slug("roma") }, { slug: slug("roma-eterna"), language: "it" }),
    ).toEqual({ from: "/it/roma", to: "/it/roma-eterna", language: "it", slug: "roma-eterna" });
  });

  it("offers nothing for a first publish, an unchanged address or another type", () => {
    expect(movedAddress("page", null, { slug: slug("new"), language: "en" })).toBeUndefined();
    expect(movedAddress("page", { slug: slug("a") }, { slug: slug("a") })).toBeUndefined();
    expect(movedAddress("legalPage", { slug: slug("a") }, { slug: slug("b") })).toBeUndefined();
  });

  it("offers nothing when the old address is a route's, which keeps serving it", () => {
    expect(movedAddress("page", { slug: slug("home") }, { slug: slug("start") })).toBeUndefined();
    expect(
      movedAddress("page", { slug: slug("merchant-contact") }, { slug: slug("contact") }),
    ).toBeUndefined();
  });
});
