import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOME_PAGE_SLUG, RESERVED_PATHS, routeCollision, SITE_ROUTES } from "./site-routes";

const routesDir = path.resolve(import.meta.dirname, "../web/src/routes");

/** The first path segment of every file route (`{-$lang}/mt25.tsx` -> mt25). */
function routeSlugs(): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) =>
      file
        .replace(/\\/g, "/")
        .replace(/^\{-\$lang\}\//, "")
        .replace(/\.tsx$/, ""),
    )
    .filter((slug) => !["__root", "index", "$city"].includes(slug))
    .sort();
}

describe("the site's own addresses (schemas/site-routes.ts)", () => {
  it("lists every route under web/src/routes, and nothing else", () => {
    expect(routeSlugs().length).toBeGreaterThan(10);
    expect(Object.keys(SITE_ROUTES).sort()).toEqual(routeSlugs());
  });

  it("refuses a route's slug, saying what it collides with", () => {
    expect(routeCollision("signup", "page")).toMatch(/“\/signup” is already a page of the site/);
    expect(routeCollision("mt25", "city")).toMatch(/already a page of the site/);
    expect(routeCollision("it", "page")).toMatch(/reserved/);
    expect(RESERVED_PATHS.length).toBeGreaterThan(0);
    for (const reserved of RESERVED_PATHS) {
      expect(routeCollision(reserved, "page")).toBe(
        `“/${reserved}” is reserved by the site (language prefixes, Studio, API): choose another address`,
      );
    }
  });

  it("lets a route's own document keep its slug", () => {
    expect(routeCollision("terms", "legalPage")).toBeUndefined();
    expect(routeCollision("terms", "page")).toMatch(/“\/terms” is already a page of the site/);
    expect(routeCollision("welcome-you-merchants", "page")).toBeUndefined();
    expect(routeCollision("welcome-you-merchants", "city")).toMatch(
      /“\/welcome-you-merchants” is already a page of the site/,
    );
    expect(routeCollision("spring-offer", "page")).toBeUndefined();
  });

  it("keeps the home page's slug for the home page: a page may take it, nothing else", () => {
    expect(routeCollision(HOME_PAGE_SLUG, "page")).toBeUndefined();
    expect(routeCollision(HOME_PAGE_SLUG, "city")).toMatch(/home page's address/);
    expect(routeCollision(HOME_PAGE_SLUG, "legalPage")).toMatch(/home page's address/);
  });
});
