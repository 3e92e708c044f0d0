import type { ComponentType } from "react";
import {
  defineField,
  defineType,
  type FieldDefinition,
  type ObjectRule,
  type PreviewValue,
} from "sanity";
import { EMPTY_SECTION_MESSAGE, type SectionContent, showsNothing } from "./section-content";

interface SectionDefinition {
  name: string;
  /** What the section is, shown under its heading in the page's list of sections. */
  title: string;
  icon: ComponentType;
  fields: FieldDefinition[];
  /** The field the list shows as the section's title (usually its heading). */
  headingField: string;
  /** An image field shown as the section's thumbnail; the icon otherwise. */
  mediaField?: string;
  /**
   * The fields a visitor sees: the section is empty (a warning here, a finding in Site
   * health) when all of them are. `null` for a section that shows content from elsewhere.
   */
  shows: SectionContent;
  validation?: (rule: ObjectRule) => ObjectRule;
}

/**
 * A section of a built page (documents/page.ts): an object type whose preview
 * reads like the page: its heading, what kind of section it is, and its image
 * or icon, so the `sections` array in Studio is the page from top to bottom.
 */
export function defineSection({
  name,
  title,
  icon,
  fields,
  headingField,
  mediaField,
  shows,
  validation,
}: SectionDefinition) {
  const type = defineType({
    name,
    title,
    type: "object",
    icon,
    fields,
    // A section that shows nothing is a warning (Site health lists it too, decision 0056).
    validation: (rule: ObjectRule) => [
      ...(validation ? [validation(rule)] : []),
      rule.custom((value) => (showsNothing(shows, value) ? EMPTY_SECTION_MESSAGE : true)).warning(),
    ],
    preview: {
      select: { heading: headingField, ...(mediaField ? { media: mediaField } : {}) },
      prepare: ({ heading, media }: { heading?: string; media?: PreviewValue["media"] }) => ({
        title: heading || `${title} (no heading yet)`,
        subtitle: title,
        media: media ?? icon,
      }),
    },
  });
  // Carried on the type for Site health's whole-site check (sections/index.ts reads it);
  // Sanity ignores a key it does not know.
  return Object.assign(type, { shows });
}

/** A link-like value staff may have left half filled in. */
interface LinkValue {
  label?: string;
  href?: string;
}

/**
 * The section-level message for a link missing its label or target, naming
 * the link so staff know which one (or true when every link is complete).
 */
export function incompleteLinkMessage(
  links: ReadonlyArray<LinkValue | undefined> | undefined,
  where: string,
): string | true {
  for (const [index, link] of (links ?? []).entries()) {
    if (!link) continue;
    const name = link.label ? `“${link.label}”` : `number ${index + 1}`;
    if (!link.href)
      return `${where}: link ${name} has no target; add a path such as /signup, #contact or an https:// address`;
    if (!link.label) return `${where}: the link to ${link.href} has no label; say what it opens`;
  }
  return true;
}

/** True when an image field holds a picture (an image object without an asset is a half-made image). */
export function hasPicture(image: { asset?: unknown } | undefined): boolean {
  return Boolean(image?.asset);
}

/** A section id staff may leave empty (nothing links to the section then). */
export function optionalSectionIdField() {
  return defineField({
    name: "anchorId",
    title: "Section id",
    type: "string",
    description: "For links to #this-id from elsewhere; optional.",
    validation: (rule) =>
      rule
        .regex(/^[a-z][a-z0-9-]*$/, { name: "section id" })
        .error("Lower-case letters, digits and dashes, starting with a letter"),
  });
}
