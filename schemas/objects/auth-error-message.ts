import { WarningOutlineIcon } from "@sanity/icons/WarningOutline";
import { defineField, defineType } from "sanity";
import { requiredString } from "../lib/fields";

/**
 * A friendly sentence for one error code of the sign-in service, so visitors
 * never see raw messages such as “auth/invalid-credential”.
 */
export const authErrorMessage = defineType({
  name: "authErrorMessage",
  title: "Error message",
  type: "object",
  icon: WarningOutlineIcon,
  fields: [
    defineField({
      name: "code",
      title: "Error code",
      type: "string",
      description:
        "The Firebase Authentication code, e.g. auth/email-already-in-use (see the Firebase Auth error list).",
      validation: (rule) =>
        rule.required().regex(/^auth\/[a-z0-9-]+$/, { name: "Firebase auth code" }),
    }),
    requiredString("message", "Message shown", { max: 200 }),
  ],
  preview: {
    select: { title: "message", subtitle: "code" },
  },
});
