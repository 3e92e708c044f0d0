import { UserIcon } from "@sanity/icons/User";
import { credentialFields, errorMessageFields, formHeadingFields } from "../lib/auth-form-fields";
import { requiredString } from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { defineSingleton } from "../lib/singleton";

/** The email and password sign-in form (/signin). */
export const signInPage = defineSingleton({
  name: "signInPage",
  title: "Sign-in page",
  icon: UserIcon,
  groups: fieldGroups({ form: "Form", errors: "Error messages" }),
  fields: [
    ...formHeadingFields(),
    ...credentialFields("Signing in..."),
    requiredString("noAccountText", "“Don't have an account?” text", {
      group: "form",
    }),
    requiredString("signUpLinkLabel", "Sign-up link", { group: "form" }),
    ...errorMessageFields("sign-in"),
  ],
  subtitle: "heading",
});
