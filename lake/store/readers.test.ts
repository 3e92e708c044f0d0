import {
  schemaType,
  schemaTypeSingleton,
  vercelProtectionBypassSchemaType,
} from "@sanity/preview-url-secret/constants";
import { describe, expect, it } from "vitest";
import { mayRead, PREVIEW_SECRET_TYPES } from "./readers";

describe("mayRead", () => {
  it("hides every path id from the public, nothing from the token's owner", () => {
    for (const id of ["drafts.a", "versions.r.a", "secrets.a", "_.releases.r"]) {
      expect(mayRead("public", id, "page")).toBe(false);
      expect(mayRead("owner", id, "page")).toBe(true);
    }
    expect(mayRead("public", "a", "page")).toBe(true);
  });

  it("shows a preview session drafts and versions of content, not secrets or private paths", () => {
    expect(mayRead("preview", "a", "page")).toBe(true);
    expect(mayRead("preview", "drafts.a", "page")).toBe(true);
    expect(mayRead("preview", "versions.r.a", "page")).toBe(true);
    for (const id of ["secrets.a", "drafts.secrets.a", "versions.r.secrets.a", "_.releases.r"])
      expect(mayRead("preview", id, "page")).toBe(false);
    expect(mayRead("preview", "drafts.5c1e", "sanity.previewUrlSecret")).toBe(false);
  });

  it("knows every type @sanity/preview-url-secret writes", () => {
    expect([...PREVIEW_SECRET_TYPES].sort()).toEqual(
      [schemaType, schemaTypeSingleton, vercelProtectionBypassSchemaType].sort(),
    );
  });
});
