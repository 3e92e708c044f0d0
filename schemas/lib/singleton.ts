import type { ComponentType } from "react";
import { defineType, type FieldDefinition, type FieldGroupDefinition } from "sanity";

/**
 * How a singleton shows in Studio lists: under its fixed title, which says
 * what the document is (its heading can change), with one of its fields
 * (usually the heading) as the subtitle.
 */
export function singletonPreview(title: string, subtitleField: string) {
  return {
    select: { subtitle: subtitleField },
    prepare: ({ subtitle }: { subtitle?: string }) => ({ title, subtitle }),
  };
}

interface SingletonDefinition {
  name: string;
  title: string;
  icon: ComponentType;
  groups?: FieldGroupDefinition[];
  fields: FieldDefinition[];
  /** The field shown under the title in Studio lists (see `singletonPreview`). */
  subtitle: string;
}

/**
 * A page that exists exactly once (listed in `SINGLETON_TYPES`): a document
 * type whose Studio preview is its own title.
 */
export function defineSingleton({
  name,
  title,
  icon,
  groups,
  fields,
  subtitle,
}: SingletonDefinition) {
  return defineType({
    name,
    title,
    type: "document",
    icon,
    ...(groups ? { groups } : {}),
    fields,
    preview: singletonPreview(title, subtitle),
  });
}
