import { ErrorOutlineIcon } from "@sanity/icons/ErrorOutline";
import { arrayOf, optionalField, requiredString, requiredText } from "../lib/fields";
import { defineSingleton } from "../lib/singleton";

/** What visitors see on an address that does not exist. */
export const notFoundPage = defineSingleton({
  name: "notFoundPage",
  title: "Page not found (404)",
  icon: ErrorOutlineIcon,
  fields: [
    optionalField("eyebrow", "Eyebrow", "string", {
      description: "Small line above the title, e.g. 404.",
    }),
    requiredString("title", "Title"),
    requiredText("text", "Text"),
    requiredString("homeLabel", "“Go Back Home” button"),
    requiredString("backLabel", "“Go Back” button", {
      description: "Returns to the previous page in the browser history.",
    }),
    requiredString("linksHeading", "Helpful links heading"),
    arrayOf("links", "Helpful links", "link", {
      description: "e.g. Features → /#features, Coming Soon → /#coming-soon, Sign Up → /signup",
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  subtitle: "title",
});
