import { createFileRoute } from "@tanstack/react-router";
import { BuiltPage } from "../../features/page/built-page";
import { loadBuiltPage } from "../../features/page/load-built-page";
import { requireLanguage } from "../../lib/i18n/translated-route";
import { pageHead } from "../../lib/seo/page-head";

/**
 * The merchant welcome page: a page built from sections in Studio (slug
 * "welcome-you-merchants", one document per language), at the address it
 * always had. schemas/site-routes.ts lets pages, and only pages, use this slug.
 */
export const Route = createFileRoute("/{-$lang}/welcome-you-merchants")({
  loader: async ({ context, abortController, params }) => {
    const lang = requireLanguage(params);
    const { page, head } = await loadBuiltPage(
      context.content,
      { slug: "welcome-you-merchants", lang },
      abortController.signal,
    );
    // Worked out here, in the route's chunk: a route's `head` is in the entry chunk.
    return {
      page,
      head: { ...head, language: { current: lang, basePath: "/welcome-you-merchants" } },
    };
  },
  head: ({ loaderData, match }) => pageHead(match, loaderData?.head ?? {}),
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const { page } = Route.useLoaderData();
  const draftMode = Route.useRouteContext({ select: (context) => context.draftMode });
  return <BuiltPage page={page} draftMode={draftMode} />;
}
