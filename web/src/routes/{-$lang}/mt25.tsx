import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import {
  mt25DeniedHref,
  mt25RedirectHref,
  validateMt25Search,
} from "../../features/merchants/mt25-access";
import { mt25GuardScript } from "../../features/merchants/mt25-guard";
import { BuiltPage } from "../../features/page/built-page";
import { routePageLoader } from "../../features/page/load-built-page";
import { languageOfParams, requireLanguage } from "../../lib/i18n/translated-route";
import { MT25_GATE_QUERY } from "../../lib/page-queries/mt25-gate";
import { loadQuery } from "../../lib/sanity/load-query";
import { loaderPageHead } from "../../lib/seo/page-head";

const loadPage = routePageLoader("mt25");

/**
 * A page for holders of a printed card (`?ref=`): the page built from sections with slug
 * "mt25" in the address's language (ADR 0029), prerendered like every page: the content is
 * the same for every allowed card, so the HTML holds it and paints without waiting for
 * JavaScript. Who may see it is the English page's gate (its allowed references and
 * redirect address, MT25_GATE_QUERY), decided in the browser: on the first load by the
 * inline guard the page starts with (mt25-guard.ts, before any content is parsed), on a
 * client-side navigation by the loader, and after either by the component, should the
 * reference change under a page already shown. Nobody without an allowed reference sees
 * the page; a page without a gate is shown to nobody.
 *
 * The reference is not a loader dependency: the prerendered match (rendered without one)
 * must be the match the browser hydrates at `/mt25?ref=card001`, or the router would
 * discard the HTML's data and load the page again.
 */
export const Route = createFileRoute("/{-$lang}/mt25")({
  validateSearch: validateMt25Search,
  loader: async (context) => {
    const lang = requireLanguage(context.params);
    const [built, gate] = await Promise.all([
      loadPage(context),
      loadQuery(
        context.context.content,
        MT25_GATE_QUERY,
        {},
        { signal: context.abortController.signal },
      ),
    ]);
    const access: { allowedRefs?: string[]; redirectPath?: string } = gate ?? {};
    if (!import.meta.env.SSR) {
      const href = mt25RedirectHref(access, validateMt25Search(context.location.search).ref, lang);
      if (href) throw redirect({ href, replace: true });
    }
    // A page for card holders only: kept out of search results whatever the page says.
    return { ...built, gate: access, head: { ...built.head, noindex: true } };
  },
  head: loaderPageHead,
  component: Mt25Route,
});

function Mt25Route() {
  const { page, gate } = Route.useLoaderData();
  const { ref } = Route.useSearch();
  const draftMode = Route.useRouteContext({ select: (context) => context.draftMode });
  const lang = languageOfParams(Route.useParams());
  const navigate = useNavigate();
  const href = mt25RedirectHref(gate, ref, lang);
  useEffect(() => {
    if (href) void navigate({ href, replace: true });
  }, [href, navigate]);
  return (
    <>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the guard is built from the CMS's references, escaped (mt25-guard.ts)
        dangerouslySetInnerHTML={{
          __html: mt25GuardScript(gate.allowedRefs ?? [], mt25DeniedHref(gate, lang)),
        }}
        suppressHydrationWarning
      />
      <BuiltPage page={page} draftMode={draftMode} />
    </>
  );
}
