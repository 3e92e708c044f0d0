import { describe, expect, it } from "vitest";
import { redirectFor } from "./dev-redirects";

const redirects = [
  { from: "/spring-deals", to: "/spring-offer", statusCode: 301 },
  { from: "/it/offerte", to: "/it/offerta-di-primavera?from=old", statusCode: 302 },
];

describe("the dev server's redirects (redirectFor)", () => {
  it("answers an old address with its new one and kind, as the host does", () => {
    expect(redirectFor("/spring-deals", redirects)).toEqual({
      location: "/spring-offer",
      status: 301,
    });
    expect(redirectFor("/it/offerte", redirects)).toEqual({
      location: "/it/offerta-di-primavera?from=old",
      status: 302,
    });
  });

  it("keeps the request's query and ignores a trailing slash", () => {
    expect(redirectFor("/spring-deals/?utm=flyer", redirects)?.location).toBe(
      "/spring-offer?utm=flyer",
    );
    expect(redirectFor("/it/offerte?a=1", redirects)?.location).toBe(
      "/it/offerta-di-primavera?from=old&a=1",
    );
  });

  it("leaves every other address alone", () => {
    expect(redirectFor("/spring-offer", redirects)).toBeUndefined();
    expect(redirectFor("/spring-deals-2", redirects)).toBeUndefined();
    expect(redirectFor("/", redirects)).toBeUndefined();
  });
});
