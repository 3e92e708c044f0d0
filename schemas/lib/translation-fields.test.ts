import type { ValidationContext } from "sanity";
import { describe, expect, it } from "vitest";
import { missingTranslations, translationsGoingStale } from "./translation-fields";

/** A validation context whose client knows only the documents `existing` (by id). */
function contextFor(id: string, existing: string[]): ValidationContext {
  return {
    document: { _id: id, _type: "signUpPage" },
    getClient: () => ({
      fetch: async (_query: string, params: { ids: string[] }) =>
        params.ids.filter((candidate) => existing.includes(candidate)),
    }),
  } as unknown as ValidationContext;
}

describe("missingTranslations (the publish warning)", () => {
  it("warns on a default-language page with no Italian version", async () => {
    expect(await missingTranslations("en", contextFor("signUpPage", []))).toBe(
      "Missing Italian version: those visitors see this page in English with a notice",
    );
  });

  it("is satisfied by a published or a draft Italian version", async () => {
    expect(await missingTranslations("en", contextFor("signUpPage", ["signUpPage__i18n_it"]))).toBe(
      true,
    );
    expect(
      await missingTranslations(
        "en",
        contextFor("drafts.signUpPage", ["drafts.signUpPage__i18n_it"]),
      ),
    ).toBe(true);
  });

  it("says nothing on a translation itself", async () => {
    expect(await missingTranslations("it", contextFor("signUpPage__i18n_it", []))).toBe(true);
  });
});

describe("translationsGoingStale (the publish warning)", () => {
  const context = (id: string, answer: unknown) =>
    ({
      document: { _id: id, _type: "page" },
      getClient: () => ({ fetch: async () => answer }),
    }) as unknown as ValidationContext;
  const metadata = (revision: string) => ({
    links: [{ language: "it" }],
    sourceRevisions: [{ _key: "it", revision }],
  });

  it("warns when publishing the draft makes an up-to-date translation stale", async () => {
    expect(
      await translationsGoingStale(
        "en",
        context("drafts.page-a", { revision: "r1", metadata: metadata("r1") }),
      ),
    ).toBe(
      "Publishing makes the Italian version out of date: it follows the English as published now. The Translations tool lists it until it is updated.",
    );
  });

  it("says nothing when the translation is already behind, or there is nothing to publish", async () => {
    expect(
      await translationsGoingStale(
        "en",
        context("drafts.page-a", { revision: "r2", metadata: metadata("r1") }),
      ),
    ).toBe(true);
    expect(
      await translationsGoingStale(
        "en",
        context("page-a", { revision: "r1", metadata: metadata("r1") }),
      ),
    ).toBe(true);
    expect(
      await translationsGoingStale(
        "it",
        context("drafts.page-a-it", { revision: "r1", metadata: metadata("r1") }),
      ),
    ).toBe(true);
  });
});
