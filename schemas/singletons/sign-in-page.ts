import { UserIcon } from "@sanity/icons";
import { defineType } from "sanity";
import {
  authErrorsField,
  credentialFields,
  formHeadingFields,
  genericErrorMessageField,
  missingFieldsMessageField,
} from "../lib/auth-form-fields";
import { requiredString } from "../lib/fields";
import { singletonPreview } from "../lib/singleton-preview";

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
    ...formHeadingFields(),
    ...credentialFields("Signing in..."),
    requiredString("noAccountText", "“Don't have an account?” text", {
      group: "form",
    }),
    requiredString("signUpLinkLabel", "Sign-up link", { group: "form" }),
    missingFieldsMessageField(),
    genericErrorMessageField("sign-in"),
    authErrorsField("sign-in"),
  ],
  preview: singletonPreview("Sign-in page", "heading"),
});
