import { UserIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredString, uniqueCodes } from "../lib/fields";

/** The email and password sign-in form (/signin). */
export const signInPage = defineType({
  name: "signInPage",
  title: "Sign-in page",
  type: "document",
  icon: UserIcon,
  groups: [
    { name: "form", title: "Form", default: true },
    { name: "errors", title: "Error messages" },
  ],
  fields: [
    requiredString("heading", "Heading", { group: "form" }),
    defineField({
      name: "subheading",
      title: "Subheading",
      type: "text",
      rows: 2,
      group: "form",
    }),
    requiredString("emailLabel", "Email label", { group: "form" }),
    requiredString("emailPlaceholder", "Email placeholder", { group: "form" }),
    requiredString("passwordLabel", "Password label", { group: "form" }),
    requiredString("passwordPlaceholder", "Password placeholder", {
      group: "form",
    }),
    requiredString("submitLabel", "Submit button", { group: "form" }),
    requiredString("busyLabel", "Submit button while sending", {
      group: "form",
      description: "e.g. Signing in...",
    }),
    requiredString("noAccountText", "“Don't have an account?” text", {
      group: "form",
    }),
    requiredString("signUpLinkLabel", "Sign-up link", { group: "form" }),
    requiredString("missingFieldsMessage", "“Fill in all fields” message", {
      group: "errors",
      description: "Shown when a field is left empty.",
    }),
    requiredString("genericErrorMessage", "Fallback error message", {
      group: "errors",
      description: "Shown when sign-in fails for a reason not listed below.",
    }),
    defineField({
      name: "authErrors",
      title: "Messages for sign-in errors",
      type: "array",
      group: "errors",
      description:
        "Friendly sentences for the sign-in service's error codes; other errors show the fallback message.",
      of: [defineArrayMember({ type: "authErrorMessage" })],
      validation: (rule) =>
        rule.custom((items: Array<{ code?: string }> | undefined) => uniqueCodes(items)),
    }),
  ],
  preview: {
    select: { subtitle: "heading" },
    prepare: ({ subtitle }) => ({ title: "Sign-in page", subtitle }),
  },
});
