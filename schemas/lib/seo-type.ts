import { SearchIcon } from "@sanity/icons";
import { defineType, type FieldDefinition } from "sanity";

/**
 * The frame both SEO objects share (one-language `seo`, translated
 * `localeSeo`), so pages show the same collapsed “SEO” block whichever
 * they use; only the fields' types differ.
 */
export function defineSeoType(name: "seo" | "localeSeo", fields: FieldDefinition[]) {
  return defineType({
    name,
    title: "SEO",
    type: "object",
    icon: SearchIcon,
    options: { collapsible: true, collapsed: true },
    fields,
  });
}
