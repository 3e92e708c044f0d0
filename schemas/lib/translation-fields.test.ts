import type { ValidationContext } from "sanity";
import { describe, expect, it } from "vitest";
import { missingTranslations } from "./translation-fields";

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
