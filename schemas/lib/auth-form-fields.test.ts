import { describe, expect, it } from "vitest";
import {
  authErrorsField,
  credentialFields,
  errorMessageFields,
  genericErrorMessageField,
  uniqueCodes,
} from "./auth-form-fields";
import { requiredString } from "./fields";

describe("uniqueCodes", () => {
  it("refuses two messages for one error code", () => {
    expect(uniqueCodes([{ code: "auth/user-not-found" }, { code: "auth/user-not-found" }])).toBe(
      "Each error code can only have one message",
    );
  });

  it("accepts distinct codes and an empty list", () => {
    expect(uniqueCodes([{ code: "auth/user-not-found" }, { code: "auth/wrong-password" }])).toBe(
      true,
    );
    expect(uniqueCodes(undefined)).toBe(true);
  });
});

describe("auth form fields", () => {
  it("name the action in the texts that differ between sign-in and sign-up", () => {
    expect(authErrorsField("sign-up").title).toBe("Messages for sign-up errors");
    expect(genericErrorMessageField("sign-in").description).toBe(
      "Shown when sign-in fails for a reason not listed below.",
    );
  });

  it("keep the inputs in the order the form shows them", () => {
    const fields = credentialFields("Signing in...");
    expect(fields.map((field) => field.name)).toEqual([
      "emailLabel",
      "emailPlaceholder",
      "passwordLabel",
      "passwordPlaceholder",
      "submitLabel",
      "busyLabel",
    ]);
    expect(fields.at(-1)?.description).toBe("e.g. Signing in...");
  });

  it("put the form's own error messages between the empty-field and the fallback message", () => {
    const own = [requiredString("invalidInvitationMessage", "Invalid invitation message")];
    expect(errorMessageFields("sign-in").map((field) => field.name)).toEqual([
      "missingFieldsMessage",
      "genericErrorMessage",
      "authErrors",
    ]);
    expect(errorMessageFields("sign-up", own).map((field) => field.name)).toEqual([
      "missingFieldsMessage",
      "invalidInvitationMessage",
      "genericErrorMessage",
      "authErrors",
    ]);
  });
});
