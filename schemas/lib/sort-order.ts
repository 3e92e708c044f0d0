import { defineField, type SortOrdering } from "sanity";

/** How documents are ordered in Studio lists (and, for `order`, on the site). */

/** Alphabetical, for places staff look up by name. */
export const NAME_ORDERING: SortOrdering = {
  title: "Name",
  name: "nameAsc",
  by: [{ field: "name", direction: "asc" }],
};

/** The same for places whose name is translated per field: by the default language's name. */
export const LOCALE_NAME_ORDERING: SortOrdering = {
  title: "Name",
  name: "nameAsc",
  by: [{ field: "name.en", direction: "asc" }],
};

/** By the `order` field, so the Studio lists documents as the site shows them. */
export const SORT_ORDER_ORDERING: SortOrdering = {
  title: "Sort order",
  name: "orderAsc",
  by: [{ field: "order", direction: "asc" }],
};

/** The `order` number the site sorts by: lower first. */
export function sortOrderField(group: string, description: string) {
  return defineField({
    name: "order",
    title: "Sort order",
    type: "number",
    group,
    description,
    validation: (rule) => rule.required().integer().min(0),
  });
}
