import { describe, expect, it } from "vitest";
import { basePathOf } from "./translated-route";

describe("basePathOf", () => {
  it("drops the optional language segment of a translated route", () => {
    expect(basePathOf("/{-$lang}/hotel-contact")).toBe("/hotel-contact");
    expect(basePathOf("/{-$lang}/mt25")).toBe("/mt25");
  });

  it("leaves other routes as they are", () => {
    expect(basePathOf("/privacy")).toBe("/privacy");
    expect(basePathOf("/{-$lang}")).toBe("/");
  });
});
