import { createFileRoute, notFound } from "@tanstack/react-router";
import { SignUpForm } from "../features/members/sign-up-form";
import { SIGN_UP_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import { pageHead } from "../lib/seo/page-head";

export const Route = createFileRoute("/signup")({
  loader: async ({ context, abortController }) => {
    const page = await loadQuery(
      context.content,
      SIGN_UP_PAGE_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  // Member pages are kept out of search results.
  head: ({ loaderData, match }) =>
    pageHead(match, { fallback: { title: loaderData?.heading }, noindex: true }),
  component: SignUpPage,
});

function SignUpPage() {
  return <SignUpForm content={Route.useLoaderData()} />;
}
