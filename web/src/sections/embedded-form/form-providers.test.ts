import { describe, expect, it } from "vitest";
import { formContainerAttributes, formProviderFor } from "./form-providers";

describe("formContainerAttributes", () => {
  it("gives an unknown provider the generic hooks with the form id", () => {
    expect(
      formContainerAttributes("https://forms.example.com/embed.js", "mrc-contact-4f8a"),
    ).toEqual({
      "data-form-id": "mrc-contact-4f8a",
      "data-form-embed-id": "mrc-contact-4f8a",
    });
  });

  it("adds the attributes a known provider's script scans for", () => {
    const attributes: Record<string, string> = formContainerAttributes(
      "https://server.fillout.com/embed/v1/",
      "abc123",
    );
    expect(attributes["data-fillout-id"]).toBe("abc123");
    expect(attributes["data-form-embed-id"]).toBe("abc123");
    expect(formProviderFor("https://embed.typeform.com/next/embed.js").name).toBe("typeform");
  });

  it("does not trust look-alike hosts or malformed addresses", () => {
    expect(formProviderFor("https://fillout.com.evil.example/embed.js").name).toBe("generic");
    expect(formProviderFor("not a url").name).toBe("generic");
  });
});
