import { describe, expect, it } from "vitest";
import { codeFromAddress } from "./invitation-link";

describe("codeFromAddress", () => {
  it("reads and trims the code parameter, decoding it", () => {
    expect(codeFromAddress("?code=SPRING-25")).toBe("SPRING-25");
    expect(codeFromAddress("?utm=x&code=%20A%2BB%20")).toBe("A+B");
  });
  it("is undefined without a code or with a blank one", () => {
    expect(codeFromAddress("")).toBeUndefined();
    expect(codeFromAddress("?code=")).toBeUndefined();
    expect(codeFromAddress("?code=%20%20")).toBeUndefined();
  });
});
