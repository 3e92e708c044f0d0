import { describe, expect, it } from "vitest";
import { signInProblems } from "./sign-in-check";

describe("signInProblems", () => {
  it("names each empty field", () => {
    expect(signInProblems("", "")).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
    expect(signInProblems("   ", "secret")).toEqual({ email: "Enter your email address." });
  });

  it("asks for an address that has the shape of one", () => {
    expect(signInProblems("staff", "secret")).toEqual({
      email: "Enter an email address like name@example.com.",
    });
    expect(signInProblems("a b@example.com", "secret")).toEqual({
      email: "Enter an email address like name@example.com.",
    });
  });

  it("has nothing to say about a filled-in form", () => {
    expect(signInProblems(" staff@example.com ", "secret")).toEqual({});
  });
});
