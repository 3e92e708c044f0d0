import { describe, expect, it } from "vitest";
import { versionPaths, versionRedirect } from "./version-address";

const versions = [
  { language: "en", slug: "rome" },
  { language: "it", slug: "roma" },
];
const english = { language: "en", slug: "rome", versions };
const italian = { language: "it", slug: "roma", versions };

describe("versionPaths", () => {
  it("gives each version its address, with its own slug", () => {
    expect(versionPaths(english)).toEqual({ en: "/rome", it: "/it/roma" });
  });

  it("includes the version shown when no translation links it yet", () => {
    expect(versionPaths({ language: null, slug: "berlin", versions: [] })).toEqual({
      en: "/berlin",
    });
  });

  it("leaves out unpublished versions (no slug) and unknown languages", () => {
    expect(
      versionPaths({
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

describe("versionRedirect", () => {
  it("shows a version at its own address", () => {
    expect(versionRedirect(english, "en")).toBeUndefined();
    expect(versionRedirect(italian, "it")).toBeUndefined();
  });

  it("sends another language's slug on to the version in the address's language", () => {
    // /it/rome found the English guide: its Italian version is /it/roma.
    expect(versionRedirect(english, "it")).toBe("/it/roma");
    // /roma found the Italian guide: its English version is /rome.
    expect(versionRedirect(italian, "en")).toBe("/rome");
  });

  it("shows the English guide (with the notice) when there is no version in the language", () => {
    expect(versionRedirect({ language: "en", slug: "berlin", versions: [] }, "it")).toBeUndefined();
  });

  it("sends an Italian-only guide at an English address to its Italian one", () => {
    expect(versionRedirect({ language: "it", slug: "napoli", versions: [] }, "en")).toBe(
      "/it/napoli",
    );
  });
});
