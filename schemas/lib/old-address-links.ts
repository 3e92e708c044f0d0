/**
 * Publishing a page or city guide under a new address leaves the links other content has to
 * its old one pointing at a redirect at best (ADR 0050): the address field warns, naming
 * the documents that link the old address, so staff can update them. A warning: the publish
 * goes ahead, and Publish offers the redirect (studio/redirect-on-rename-action.tsx).
 */

import type { SlugValue, ValidationContext } from "sanity";
import { API_VERSION } from "./api-version";
import { pagePath, sitePath } from "./site-path";
import { publishedId } from "./validation";

/** A published document that may hold links: its type, a name for staff, and its fields. */
export interface LinkingDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

const TYPE_TITLES: Record<string, string> = {
  siteSettings: "Site settings",
  notFoundPage: "Page not found",
  signUpPage: "Sign-up page",
  signInPage: "Sign-in page",
  dashboardPage: "Dashboard",
  stickerShopPage: "Sticker shop settings",
};

/** Whether a text is a link to `address` (its sections and queries included). */
const linksTo = (text: string, address: string) =>
  text === address || text.startsWith(`${address}#`) || text.startsWith(`${address}?`);

function holdsLink(value: unknown, address: string): boolean {
  if (typeof value === "string") return linksTo(value, address);
  if (Array.isArray(value)) return value.some((item) => holdsLink(item, address));
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, child]) => !key.startsWith("_") && holdsLink(child, address),
    );
  }
  return false;
}

/** What staff call each document of `documents` that links `address`, in order, once each. */
export function documentsLinking(address: string, documents: LinkingDocument[]): string[] {
  const names = documents
    .filter((document) => holdsLink(document, address))
    .map((document) => {
      const named = document.title ?? document.name;
      const name = typeof named === "string" ? named : undefined;
      return TYPE_TITLES[document._type] ?? (name ? `“${name}”` : document._id);
    });
  return [...new Set(names)];
}

/** Published content that can link a page: not drafts, assets, redirects or translation links. */
const LINKING_DOCUMENTS = /* groq */ `*[!(_id in path("drafts.**")) && _id != $id
  && !(_type match "sanity.*") && !(_type in ["redirect", "translation.metadata"])]`;

/**
 * The address field's warning: the published address is about to change, and other content
 * links it. Asked only while the slug differs from the published one.
 */
export async function oldAddressLinked(
  value: SlugValue | undefined,
  context: ValidationContext,
): Promise<true | string> {
  const slug = value?.current;
  const document = context.document;
  if (!slug || !document) return true;
  const id = publishedId(document._id);
  if (id === document._id) return true; // the published document is not moving
  const client = context.getClient({ apiVersion: API_VERSION });
  const before = await client.fetch<{ slug?: string | null; language: string } | null>(
    `*[_id == $id][0]{ "slug": slug.current, "language": coalesce(language, "en") }`,
    { id },
  );
  if (!before?.slug || before.slug === slug) return true;
  const address = (document._type === "page" ? pagePath : sitePath)(before.slug, before.language);
  const documents = await client.fetch<LinkingDocument[]>(LINKING_DOCUMENTS, { id });
  const linking = documentsLinking(address, documents);
  if (linking.length === 0) return true;
  return `${linking.join(", ")} ${linking.length === 1 ? "links" : "link"} to the old address ${address}: after publishing, those links reach this page only through a redirect (Publish offers to create it). Change them to the new address.`;
}
