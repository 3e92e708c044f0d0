import { describe, expect, inject, it } from "vitest";
import { BUDGET_HOME_BYTES, isMemberRoute } from "../../scripts/lib/budgets";
import { bundleReport, kb } from "../../scripts/lib/bundle-report";

// Bytes, not time: the production build the e2e stack serves must keep its budgets.
describe("bundle budgets of the production build", () => {
  const report = bundleReport(inject("stack").distDir);

  it("knows every public route", () => {
    const routes = report.routes.map((route) => route.route);
    for (const route of ["/", "/merchant-contact", "/merchant-stickers-shop", "/signup"]) {
      expect(routes).toContain(route);
    }
  });

  it(`keeps the first load of / within ${kb(BUDGET_HOME_BYTES)} gzip`, () => {
    const home = report.routes.find((route) => route.route === "/");
    expect(home).toBeDefined();
    expect(home?.gzipBytes).toBeLessThanOrEqual(BUDGET_HOME_BYTES);
  });

  it("never puts Firebase into a public route's first load", () => {
    const offenders = report.routes
      .filter((route) => !isMemberRoute(route.route) && route.firebaseModules.length > 0)
      .map((route) => route.route);
    expect(offenders).toEqual([]);
  });
});
