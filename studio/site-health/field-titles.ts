/**
 * A finding's field as staff see it in the form: "Sections › Hero › Calls to action › Link ›
 * Target", read from the schema along the finding's path (decision 0056).
 */
import type { PathSegment } from "@tastemap/schemas/site-health";
import type { SchemaType } from "sanity";

/** `redirectPath` → "Redirect path": a name the schema gives no title. */
function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const fieldsOf = (type: SchemaType | undefined) =>
  type && "fields" in type && Array.isArray(type.fields) ? type.fields : [];

const membersOf = (type: SchemaType | undefined) =>
  type && "of" in type && Array.isArray(type.of) ? (type.of as SchemaType[]) : [];

export function fieldTitles(
  documentType: SchemaType | undefined,
  path: readonly PathSegment[],
): string[] {
  const titles: string[] = [];
  let type = documentType;
  for (const segment of path) {
    if (typeof segment === "string") {
      const field = fieldsOf(type).find((candidate) => candidate.name === segment);
      titles.push(field?.type.title ?? humanize(segment));
      type = field?.type;
      continue;
    }
    // An array item: titled by its type (a section's kind, "Link"), found by the item's `_type`.
    const members = membersOf(type);
    const member =
      (typeof segment === "object" &&
        members.find((candidate) => candidate.name === segment._type)) ||
      (members.length === 1 ? members[0] : undefined);
    titles.push(member?.title ?? (typeof segment === "number" ? `Item ${segment + 1}` : "Item"));
    type = member;
  }
  return titles;
}
