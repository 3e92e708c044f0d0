import { SearchIcon } from "@sanity/icons/Search";
import { defineField, defineType, type FieldDefinition } from "sanity";

/** One share image whatever the language: Open Graph and Twitter cards (the site crops it). */
const shareImage = defineField({
  name: "image",
  title: "Share image",
  type: "imageWithAlt",
  description:
    "Shown when the page is shared (cropped to 1200 × 630 around the hotspot). Leave empty to use the page's main image or the site's default.",
});

/**
 * The frame both SEO objects share (one-language `seo`, translated
 * `localeSeo`), so pages show the same collapsed “SEO” block whichever
 * they use; only the title and description fields' types differ.
 */
export function defineSeoType(name: "seo" | "localeSeo", fields: FieldDefinition[]) {
  return defineType({
    name,
    title: "SEO",
    type: "object",
    icon: SearchIcon,
    options: { collapsible: true, collapsed: true },
    fields: [...fields, shareImage],
  });
}
