import { describe, expect, it } from "vitest";
import { embedHost, fillHost } from "./embed-host";

describe("embedHost", () => {
  it("names another site by its host", () => {
    expect(embedHost("https://shop.example.com/buy-button/sdk.js")).toBe("shop.example.com");
  });
  it("names a file this site serves by its path", () => {
    expect(embedHost("/embeds/stand-in.html")).toBe("/embeds/stand-in.html");
  });
  it("fills the CMS sentence", () => {
    expect(fillHost("From {host}; {host} may set cookies.", "a.example")).toBe(
      "From a.example; a.example may set cookies.",
    );
  });
});
