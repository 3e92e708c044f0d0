import { createFileRoute, notFound } from "@tanstack/react-router";
import { SignInForm } from "../features/members/sign-in-form";
import { SIGN_IN_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/signin")({
  loader: async ({ context, abortController }) => {
    const page = await loadQuery(
      context.content,
      SIGN_IN_PAGE_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  // Member pages are kept out of search results.
  head: ({ loaderData, match }) =>
    pageHead(match, { fallback: { title: loaderData?.heading }, noindex: true }),
  component: SignInPage,
});

function SignInPage() {
  return <SignInForm content={Route.useLoaderData()} />;
}
