import { AddUserIcon } from "@sanity/icons/AddUser";
import { credentialFields, errorMessageFields, formHeadingFields } from "../lib/auth-form-fields";
import { requiredField, requiredString, templateString } from "../lib/fields";
import { fieldGroups } from "../lib/groups";
import { defineSingleton } from "../lib/singleton";

/** The invitation-only sign-up form (/signup). */
export const signUpPage = defineSingleton({
  name: "signUpPage",
  title: "Sign-up page",
  icon: AddUserIcon,
  groups: fieldGroups({ form: "Form", links: "Links & legal", errors: "Error messages" }),
  fields: [
    ...formHeadingFields(),
    requiredString("invitationCodeLabel", "Invitation code label", {
      group: "form",
    }),
    requiredString("invitationCodePlaceholder", "Invitation code placeholder", {
      group: "form",
    }),
    ...credentialFields("Signing up..."),
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
    requiredField("waitlistLink", "Waitlist link", "link", {
      group: "links",
      description: "e.g. Join the waitlist → /#newsletter",
    }),
    ...errorMessageFields("sign-up", [
      requiredString("invalidInvitationMessage", "Invalid invitation message", {
        group: "errors",
        description: "Shown when the invitation code does not exist or was revoked.",
      }),
      requiredString("expiredInvitationMessage", "Expired invitation message", {
        group: "errors",
        description: "Shown when the invitation code has passed its expiry date.",
      }),
      requiredString("usedUpInvitationMessage", "Used-up invitation message", {
        group: "errors",
        description: "Shown when every use of the invitation code has been taken.",
      }),
    ]),
  ],
  subtitle: "heading",
});
