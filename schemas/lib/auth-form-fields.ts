import { defineArrayMember, defineField, type FieldDefinition } from "sanity";
import { optionalText, requiredString } from "./fields";

/**
 * Fields the sign-in and sign-up pages share: both are an email + password
 * form with the same error handling, so their copy is edited the same way.
 */

type AuthAction = "sign-in" | "sign-up";

/** Error codes must be unique within one list of auth error messages. */
export function uniqueCodes(items: Array<{ code?: string }> | undefined) {
  const codes = (items ?? []).map((item) => item.code);
  return new Set(codes).size === codes.length ? true : "Each error code can only have one message";
}

/** The form's heading and the optional line under it. */
export function formHeadingFields() {
  return [
    requiredString("heading", "Heading", { group: "form" }),
    optionalText("subheading", "Subheading", { group: "form" }),
  ];
}

/** Email and password inputs and the submit button (`busyExample`: its label while sending). */
export function credentialFields(busyExample: string) {
  return [
    requiredString("emailLabel", "Email label", { group: "form" }),
    requiredString("emailPlaceholder", "Email placeholder", { group: "form" }),
    requiredString("passwordLabel", "Password label", { group: "form" }),
    requiredString("passwordPlaceholder", "Password placeholder", {
      group: "form",
    }),
    requiredString("submitLabel", "Submit button", { group: "form" }),
    requiredString("busyLabel", "Submit button while sending", {
      group: "form",
      description: `e.g. ${busyExample}`,
    }),
  ];
}

function missingFieldsMessageField() {
  return requiredString("missingFieldsMessage", "“Fill in all fields” message", {
    group: "errors",
    description: "Shown when a field is left empty.",
  });
}

/** The message for errors that have no sentence of their own in `authErrors`. */
export function genericErrorMessageField(action: AuthAction) {
  return requiredString("genericErrorMessage", "Fallback error message", {
    group: "errors",
    description: `Shown when ${action} fails for a reason not listed below.`,
  });
}

/** Friendly sentences for the sign-in service's error codes, one per code. */
export function authErrorsField(action: AuthAction) {
  return defineField({
    name: "authErrors",
    title: `Messages for ${action} errors`,
    type: "array",
    group: "errors",
    description:
      "Friendly sentences for the sign-in service's error codes; other errors show the fallback message.",
    of: [defineArrayMember({ type: "authErrorMessage" })],
    validation: (rule) =>
      rule.custom((items: Array<{ code?: string }> | undefined) => uniqueCodes(items)),
  });
}

/**
 * The "Error messages" tab: the empty-field message, any messages of this form
 * alone (`own`), the fallback message and the per-code messages.
 */
export function errorMessageFields(action: AuthAction, own: FieldDefinition[] = []) {
  return [
    missingFieldsMessageField(),
    ...own,
    genericErrorMessageField(action),
    authErrorsField(action),
  ];
}
