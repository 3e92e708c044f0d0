import { describe, expect, it } from "vitest";
import { hostingDefaultLanguageDoors, hostingLanguageFiles } from "./hosting-i18n";

describe("hostingLanguageFiles", () => {
  const pages = [
    {
      path: "/terms",
      indexable: true,
      alternates: { en: "/terms", it: "/it/terms", "x-default": "/terms" },
    },
    {
      path: "/it/terms",
      indexable: true,
      alternates: { en: "/terms", it: "/it/terms", "x-default": "/terms" },
    },
    { path: "/", indexable: true, alternates: { en: "/", it: "/it", "x-default": "/" } },
    // No Italian version: nothing to send an Italian browser to.
    { path: "/rome", indexable: true },
  ];

  it("gives every English page with an Italian twin a file that sends on to the twin", () => {
    const files = hostingLanguageFiles(pages, "https://tastemap.example");
    expect(files.map((file) => file.file)).toEqual([
      "localized/it_ALL/terms.html",
      "localized/it_ALL/index.html",
    ]);
    const terms = files[0]?.html ?? "";
    expect(terms).toContain('<html lang="it">');
    expect(terms).toContain('<meta http-equiv="refresh" content="0; url=/it/terms"/>');
    expect(terms).toContain('<a href="/it/terms" hreflang="it">Continua in italiano</a>');
    expect(terms).toContain('<link rel="canonical" href="https://tastemap.example/terms"/>');
    expect(terms).toContain('<meta name="referrer" content="no-referrer"/>');
  });

  it("gives every English page with a twin a door at /en/<path> that goes on to the page", () => {
    const doors = hostingDefaultLanguageDoors(pages, "https://tastemap.example");
    expect(doors.map((door) => door.file)).toEqual(["en/terms.html", "en.html"]);
    const terms = doors[0]?.html ?? "";
    expect(terms).toContain('<html lang="en">');
    expect(terms).toContain('<meta http-equiv="refresh" content="0; url=/terms"/>');
    expect(terms).toContain('<a href="/terms" hreflang="en">Continue in English</a>');
    expect(terms).toContain('<link rel="canonical" href="https://tastemap.example/terms"/>');
    expect(terms).toContain('<meta name="robots" content="noindex"/>');
    // Its referrer tells the page it was chosen (web/src/lib/i18n/opened-from-twin.ts).
    expect(terms).not.toContain('name="referrer"');
  });
});
