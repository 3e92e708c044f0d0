import { describe, expect, it } from "vitest";
import { missingFields } from "./use-member-form";

describe("missingFields", () => {
  it("lists blank fields in form order", () => {
    expect(missingFields({ invitationCode: " ", email: "", password: "" })).toEqual([
      "invitationCode",
      "email",
      "password",
    ]);
  });

  it("takes a password of spaces as typed", () => {
    expect(missingFields({ email: "\tx@example.com ", password: "   " })).toEqual([]);
  });

  it("is empty when every field is filled", () => {
    expect(missingFields({ email: "x@example.com", password: "secret" })).toEqual([]);
  });
});
