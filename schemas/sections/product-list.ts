import { BasketIcon } from "@sanity/icons/Basket";
import { defineField } from "sanity";
import { optionalText, requiredString } from "../lib/fields";
import { defineSection } from "../lib/section";

/** The sticker shop's products (every published sticker product, in their order). */
export const productList = defineSection({
  name: "productList",
  title: "Product list",
  icon: BasketIcon,
  headingField: "heading",
  // It lists the products, never empty.
  shows: null,
  fields: [
    requiredString("heading", "Heading", { max: 90 }),
    optionalText("text", "Introduction"),
    defineField({
      name: "underIntro",
      title: "Directly under the intro",
      type: "boolean",
      initialValue: false,
      description:
        "On: no space above and a smaller heading, so the products continue the Intro section above them (as in the sticker shop).",
    }),
  ],
});
