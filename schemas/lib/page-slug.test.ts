import { describe, expect, it } from "vitest";
import { pageSlugProblem } from "./page-slug";

const free = { rootDocument: null, page: null };

describe("a page's address (pageSlugProblem)", () => {
  it("accepts an address nothing else uses", () => {
    expect(pageSlugProblem("spring-offer", "en", free)).toBe(true);
  });

  it("refuses a route of the site, naming it", () => {
    expect(pageSlugProblem("signup", "en", free)).toBe(
      "“/signup” is already a page of the site (its own route): choose another address",
    );
    expect(pageSlugProblem("it", "en", free)).toMatch(/reserved/);
  });

  it("lets the merchant welcome page keep the address its route shows", () => {
    expect(pageSlugProblem("welcome-you-merchants", "it", free)).toBe(true);
  });

  it("refuses a city guide's address, naming the city", () => {
    expect(
      pageSlugProblem("rome", "en", { rootDocument: { _type: "city", title: "Rome" }, page: null }),
    ).toBe("“/rome” is already the address of the city guide “Rome”: choose another address");
  });

  it("refuses another page's address in the same language, naming that page", () => {
    expect(
      pageSlugProblem("welcome-you-merchants", "it", {
        rootDocument: null,
        page: { title: "Benvenuti" },
      }),
    ).toBe(
      "Another Italian page, “Benvenuti”, already uses “welcome-you-merchants”: choose another address",
    );
  });

  it("lets an Italian page have an address of its own, served at /it/<slug>", () => {
    expect(pageSlugProblem("offerta-di-primavera", "it", free)).toBe(true);
  });

  it("refuses an Italian city guide's address to an Italian page, naming its Italian address", () => {
    expect(
      pageSlugProblem("roma", "it", { rootDocument: { _type: "city", title: "Roma" }, page: null }),
    ).toBe("“/it/roma” is already the address of the city guide “Roma”: choose another address");
  });
});
