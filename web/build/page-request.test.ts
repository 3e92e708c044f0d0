import { describe, expect, it } from "vitest";
import { isPageRequest } from "./page-request";

const get = (url: string, accept?: string) => isPageRequest({ method: "GET", url, accept });

describe("isPageRequest", () => {
  it("takes a browser's page request", () => {
    expect(get("/", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(true);
    expect(get("/rome?from=home", "text/html")).toBe(true);
  });

  it("takes a request that admits anything: curl's */*, no Accept at all, text/*", () => {
    expect(get("/", "*/*")).toBe(true);
    expect(get("/it/hotel-contact", undefined)).toBe(true);
    expect(get("/privacy", "")).toBe(true);
    expect(get("/terms", "text/*")).toBe(true);
    expect(isPageRequest({ method: "HEAD", url: "/", accept: "*/*" })).toBe(true);
  });

  it("leaves requests explicitly for another type, files and other methods to the rest of the server", () => {
    expect(get("/", "application/json")).toBe(false);
    expect(get("/", "application/json, text/html;q=0")).toBe(false);
    expect(get("/", "image/avif,image/webp,*/*;q=0")).toBe(false);
    expect(get("/favicon.svg", "*/*")).toBe(false);
    expect(get("/src/entry-client.tsx?v=1", "*/*")).toBe(false);
    expect(isPageRequest({ method: "POST", url: "/", accept: "text/html" })).toBe(false);
  });
});
