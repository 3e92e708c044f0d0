import { EnvelopeIcon } from "@sanity/icons/Envelope";
import {
  optionalField,
  requiredField,
  requiredString,
  requiredText,
  sectionIdField,
} from "../lib/fields";
import { defineSection } from "../lib/section";

/** The newsletter sign-up form (the home page's), saved to Firestore on submit. */
export const newsletter = defineSection({
  name: "newsletter",
  title: "Newsletter sign-up",
  icon: EnvelopeIcon,
  headingField: "heading",
  shows: ["heading", "text"],
  fields: [
    sectionIdField("anchorId", "Section id", { initialValue: "newsletter" }),
    requiredString("heading", "Heading", { max: 90 }),
    requiredText("text", "Text"),
    requiredField("emailLabel", "Email field label", "string"),
    requiredField("placeholder", "Email placeholder", "string"),
    requiredField("buttonLabel", "Button", "string"),
    requiredField("busyLabel", "Button while sending", "string"),
    requiredField("successMessage", "Success message", "string"),
    requiredField("invalidEmailMessage", "Invalid email message", "string"),
    requiredField("errorMessage", "Error message", "string"),
    optionalField("privacyNote", "Privacy note", "string"),
  ],
});
