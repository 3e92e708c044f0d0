import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 10, 1, 2])).toBe(3);
  });

  it("is NaN for no values, and leaves its input as it was", () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
