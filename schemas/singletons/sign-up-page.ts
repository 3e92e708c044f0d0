import { AddUserIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredString, templateString, uniqueCodes } from "../lib/fields";

/** The invitation-only sign-up form (/signup). */
export const signUpPage = defineType({
  name: "signUpPage",
  title: "Sign-up page",
  type: "document",
  icon: AddUserIcon,
  groups: [
    { name: "form", title: "Form", default: true },
    { name: "links", title: "Links & legal" },
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
    requiredString("invitationCodeLabel", "Invitation code label", {
      group: "form",
    }),
    requiredString("invitationCodePlaceholder", "Invitation code placeholder", {
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
      description: "e.g. Signing up...",
    }),
    requiredString("haveAccountText", "“Already have an account?” text", {
      group: "links",
    }),
    requiredString("signInLinkLabel", "Sign-in link", { group: "links" }),
    templateString("legalTemplate", "Agreement sentence", ["terms", "privacy"], {
      group: "links",
      description:
        "Write {terms} and {privacy} where the two links go, e.g. “By signing up you agree to our {terms} and {privacy}.”",
    }),
    requiredString("termsLinkLabel", "Terms link", { group: "links" }),
    requiredString("privacyLinkLabel", "Privacy link", { group: "links" }),
    requiredString("waitlistText", "“No invitation yet?” text", {
      group: "links",
    }),
    defineField({
      name: "waitlistLink",
      title: "Waitlist link",
      type: "link",
      group: "links",
      description: "e.g. Join the waitlist → /#newsletter",
      validation: (rule) => rule.required(),
    }),
    requiredString("missingFieldsMessage", "“Fill in all fields” message", {
      group: "errors",
      description: "Shown when a field is left empty.",
    }),
    requiredString("invalidInvitationMessage", "Invalid invitation message", {
      group: "errors",
      description: "Shown when the invitation code does not exist.",
    }),
    requiredString("genericErrorMessage", "Fallback error message", {
      group: "errors",
      description: "Shown when sign-up fails for a reason not listed below.",
    }),
    defineField({
      name: "authErrors",
      title: "Messages for sign-up errors",
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
    prepare: ({ subtitle }) => ({ title: "Sign-up page", subtitle }),
  },
});
