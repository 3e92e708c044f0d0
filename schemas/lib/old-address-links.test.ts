import { describe, expect, it } from "vitest";
import { documentsLinking } from "./old-address-links";

const settings = {
  _id: "siteSettings",
  _type: "siteSettings",
  navigation: [{ _key: "a", _type: "link", label: "Offer", href: "/spring-offer" }],
};
const home = {
  _id: "page-home-en",
  _type: "page",
  title: "Home page",
  sections: [{ _key: "h", _type: "hero", ctas: [{ label: "Go", href: "/spring-offer#terms" }] }],
};
const other = {
  _id: "page-other",
  _type: "page",
  title: "Other",
  sections: [
    { _key: "o", href: "/spring-offer-2" },
    { _key: "p", href: "/it/spring-offer" },
  ],
};

describe("content that links an old address (documentsLinking)", () => {
  it("names each document with a link to the address, a section or a query of it", () => {
    expect(documentsLinking("/spring-offer", [settings, home, other])).toEqual([
      "Site settings",
      "“Home page”",
    ]);
  });

  it("names nothing when no link goes there (another address only begins like it)", () => {
    expect(documentsLinking("/spring-offer", [other])).toEqual([]);
  });

  it("does not take a key or an id for a link", () => {
    expect(documentsLinking("/x", [{ _id: "a", _type: "page", _key: "/x" }])).toEqual([]);
  });
});
