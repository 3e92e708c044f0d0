/**
 * Publish, for a page or city guide, offering a redirect when it moves the document to a new
 * address (ADR 0050): once the new slug is published, a dialog asks "Create a redirect from
 * /old to /new?" and, confirmed, creates and publishes the redirect document, so links and
 * bookmarks to the old address keep working. The offer waits for the publish to land: a
 * publish refused (validation) offers nothing.
 */
import { useState } from "react";
import { type DocumentActionComponent, type SanityClient, useClient } from "sanity";
import { apiVersion } from "./env";
import { type MovedAddress, movedAddress, RENAMED_TYPES, type Slugged } from "./redirect-offer";
import { wrappedPublish } from "./wrapped-publish";

/** A redirect id of its own: `redirect-` and the old address's words. */
function redirectId(from: string): string {
  const words = from
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return `redirect-${words || "home"}-${Date.now().toString(36)}`;
}

/**
 * Creates and publishes the redirect from the old address. The redirects that sent visitors
 * to the old address now go straight to the new one (no chain), and one from the new
 * address (the page moving back to where it once was) is removed: it would hide the page.
 */
async function createRedirect(client: SanityClient, moved: MovedAddress): Promise<void> {
  const { onward, back } = await client.fetch<{ onward: string[]; back: string[] }>(
    `{
      "onward": *[_type == "redirect" && to == $from]._id,
      "back": *[_type == "redirect" && from == $to]._id
    }`,
    { from: moved.from, to: moved.to },
  );
  const transaction = client.transaction().create({
    _id: redirectId(moved.from),
    _type: "redirect",
    language: moved.language,
    from: moved.from,
    to: moved.to,
    statusCode: 301,
  });
  for (const id of onward) transaction.patch(id, (patch) => patch.set({ to: moved.to }));
  for (const id of back) transaction.delete(id);
  await transaction.commit();
}

function withRedirectOffer(publish: DocumentActionComponent): DocumentActionComponent {
  return (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion });
    const [pending, setPending] = useState<MovedAddress | undefined>(undefined);
    const [creating, setCreating] = useState(false);
    if (!description) return description;
    const published = props.published as { slug?: { current?: string } } | null;
    const landed = pending && published?.slug?.current === pending.slug;
    const close = () => setPending(undefined);
    return {
      ...description,
      onHandle: () => {
        setPending(movedAddress(props.type, props.published as Slugged, props.draft as Slugged));
        description.onHandle?.();
      },
      dialog: landed
        ? {
            type: "confirm",
            tone: "primary",
            message: `This page's address changed from ${pending.from} to ${pending.to}. Create a redirect from ${pending.from} to ${pending.to}, so links and bookmarks to the old address keep working?`,
            // Short: the popover is narrow (a phone's width), and the message names both addresses.
            confirmButtonText: creating ? "Creating…" : "Create redirect",
            cancelButtonText: "Not now",
            onCancel: close,
            onConfirm: () => {
              setCreating(true);
              createRedirect(client, pending)
                .then(close, (error: unknown) => {
                  console.error("Creating the redirect failed", error);
                  window.alert(`The redirect could not be created: ${String(error)}`);
                })
                .finally(() => setCreating(false));
            },
          }
        : description.dialog,
    };
  };
}

const offeringRedirects = wrappedPublish("PublishWithRedirectOffer", withRedirectOffer);

/** The document's actions, Publish offering the redirect for the types whose address is a slug. */
export function withRedirectOnRename(
  actions: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] {
  return RENAMED_TYPES.has(schemaType) ? offeringRedirects(actions) : actions;
}
