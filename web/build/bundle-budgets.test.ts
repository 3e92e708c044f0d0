import { describe, expect, it } from "vitest";
import { BEFORE_IDLE_BUDGET, budgetBytes, ROUTE_BUDGET } from "./bundle-budgets";

describe("a budget in bytes", () => {
  it("reads KB as 1000 bytes, as issue 28 writes its budgets and size-limit reads them", () => {
    expect(budgetBytes("150 KB")).toBe(150_000);
    expect(budgetBytes("150 kB")).toBe(150_000);
    expect(budgetBytes("150 KiB")).toBe(153_600);
    expect(budgetBytes("1.5 KiB")).toBe(1536);
    expect(budgetBytes("900 B")).toBe(900);
  });

  it("refuses what it cannot read rather than guess", () => {
    expect(() => budgetBytes("150")).toThrow(/not a budget/);
    expect(() => budgetBytes("150 MB")).toThrow(/not a budget/);
  });

  it("reads the budgets the e2e bundle test and size-limit check", () => {
    expect(budgetBytes(ROUTE_BUDGET)).toBeGreaterThan(100_000);
    expect(budgetBytes(BEFORE_IDLE_BUDGET)).toBeGreaterThan(100_000);
  });
});
