import { createFileRoute, notFound, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { Mt25Sections } from "../../features/merchants/load-mt25-sections";
import {
  mt25DeniedHref,
  mt25RedirectHref,
  validateMt25Search,
} from "../../features/merchants/mt25-access";
import { mt25GuardScript } from "../../features/merchants/mt25-guard";
import { Mt25Page } from "../../features/merchants/mt25-page";
import { languageOfParams, requireLanguage } from "../../lib/i18n/translated-route";
import { MT25_PAGE_QUERY } from "../../lib/queries";
import { loadQuery } from "../../lib/sanity/load-query";
import { pageHead } from "../../lib/seo/page-head";

/**
 * A page for holders of a printed card (`?ref=`), prerendered like every page: the content
 * is the same for every allowed card, so the HTML holds it and paints without waiting for
 * JavaScript. Whether this visitor may see it is decided in the browser: on the first load
 * by the inline guard the page starts with (mt25-guard.ts, before any content is parsed),
 * on a client-side navigation by the loader, and after either by the component, should
 * the reference change under a page already shown. Nobody without an allowed reference
 * sees the page.
 *
 * The reference is not a loader dependency: the prerendered match (rendered without one)
 * must be the match the browser hydrates at `/mt25?ref=card001`, or the router would
 * discard the HTML's data and load the page again.
 */
export const Route = createFileRoute("/{-$lang}/mt25")({
  validateSearch: validateMt25Search,
  loader: async ({ context, abortController, params, location }) => {
    const lang = requireLanguage(params);
    // The sections below the hero are their own chunk: fetched alongside the content in
    // the browser; awaited when prerendering, so the HTML holds them.
    const sections = Mt25Sections.preload();
    if (import.meta.env.SSR) await sections;
    else void sections.catch(() => undefined);
    const data = await loadQuery(
      context.content,
      MT25_PAGE_QUERY,
      { lang },
      { signal: abortController.signal },
    );
    const { page, merchant } = data;
    if (!page || !merchant) throw notFound();
    if (!import.meta.env.SSR) {
      const href = mt25RedirectHref(page, validateMt25Search(location.search).ref, lang);
      if (href) throw redirect({ href, replace: true });
    }
    return { page, merchant };
  },
  // A page for card holders only: kept out of search results.
  head: ({ loaderData, match }) =>
    pageHead(match, {
      seo: loaderData?.page.seo,
      fallback: { title: loaderData?.page.hero?.heading },
      noindex: true,
    }),
  component: Mt25Route,
});

function Mt25Route() {
  const { page, merchant } = Route.useLoaderData();
  const { ref } = Route.useSearch();
  const lang = languageOfParams(Route.useParams());
  const navigate = useNavigate();
  const href = mt25RedirectHref(page, ref, lang);
  useEffect(() => {
    if (href) void navigate({ href, replace: true });
  }, [href, navigate]);
  return (
    <>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the guard is built from the CMS's references, escaped (mt25-guard.ts)
        dangerouslySetInnerHTML={{
          __html: mt25GuardScript(page.allowedRefs ?? [], mt25DeniedHref(page, lang)),
        }}
        suppressHydrationWarning
      />
      <Mt25Page page={page} merchant={merchant} />
    </>
  );
}
