import { describe, expect, it } from "vitest";
import { cityPaths, cityRedirect } from "./city-address";

const versions = [
  { language: "en", slug: "rome" },
  { language: "it", slug: "roma" },
];
const english = { language: "en", slug: "rome", versions };
const italian = { language: "it", slug: "roma", versions };

describe("cityPaths", () => {
  it("gives each version its address, with its own slug", () => {
    expect(cityPaths(english)).toEqual({ en: "/rome", it: "/it/roma" });
  });

  it("includes the version shown when no translation links it yet", () => {
    expect(cityPaths({ language: null, slug: "berlin", versions: [] })).toEqual({ en: "/berlin" });
  });

  it("leaves out unpublished versions (no slug) and unknown languages", () => {
    expect(
      cityPaths({
        language: "en",
        slug: "rome",
        versions: [
          { language: "it", slug: null },
          { language: "xx", slug: "rom" },
        ],
      }),
    ).toEqual({ en: "/rome" });
  });
});

describe("cityRedirect", () => {
  it("shows a version at its own address", () => {
    expect(cityRedirect(english, "en")).toBeUndefined();
    expect(cityRedirect(italian, "it")).toBeUndefined();
  });

  it("sends another language's slug on to the version in the address's language", () => {
    // /it/rome found the English guide: its Italian version is /it/roma.
    expect(cityRedirect(english, "it")).toBe("/it/roma");
    // /roma found the Italian guide: its English version is /rome.
    expect(cityRedirect(italian, "en")).toBe("/rome");
  });

  it("shows the English guide (with the notice) when there is no version in the language", () => {
    expect(cityRedirect({ language: "en", slug: "berlin", versions: [] }, "it")).toBeUndefined();
  });

  it("sends an Italian-only guide at an English address to its Italian one", () => {
    expect(cityRedirect({ language: "it", slug: "napoli", versions: [] }, "en")).toBe("/it/napoli");
  });
});
