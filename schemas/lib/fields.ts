import { defineField } from "sanity";

interface StringFieldOptions {
  group?: string;
  description?: string;
  max?: number;
}

/** A required one-line label: most interface copy is exactly this. */
export function requiredString(
  name: string,
  title: string,
  { group, description, max = 200 }: StringFieldOptions = {},
) {
  return defineField({
    name,
    title,
    type: "string",
    group,
    description,
    validation: (rule) => rule.required().max(max),
  });
}

/** A required translated one-line label (merchant and hotel pages). */
export function requiredLocaleString(
  name: string,
  title: string,
  { group, description }: Omit<StringFieldOptions, "max"> = {},
) {
  return defineField({
    name,
    title,
    type: "localeString",
    group,
    description,
    validation: (rule) => rule.required(),
  });
}

/** A required translated paragraph (merchant and hotel pages). */
export function requiredLocaleText(
  name: string,
  title: string,
  { group, description }: Omit<StringFieldOptions, "max"> = {},
) {
  return defineField({
    name,
    title,
    type: "localeText",
    group,
    description,
    validation: (rule) => rule.required(),
  });
}

/** A string that must contain each `{token}`, for sentences with links or numbers. */
export function templateString(
  name: string,
  title: string,
  tokens: string[],
  { group, description }: Omit<StringFieldOptions, "max"> = {},
) {
  return defineField({
    name,
    title,
    type: "string",
    group,
    description,
    validation: (rule) =>
      rule.required().custom((value) => {
        if (value === undefined) return true;
        const missing = tokens.filter((token) => !value.includes(`{${token}}`));
        return missing.length === 0
          ? true
          : `Include ${missing.map((token) => `{${token}}`).join(" and ")}`;
      }),
  });
}

/** Error codes must be unique within one list of auth error messages. */
export function uniqueCodes(items: Array<{ code?: string }> | undefined) {
  const codes = (items ?? []).map((item) => item.code);
  return new Set(codes).size === codes.length ? true : "Each error code can only have one message";
}
