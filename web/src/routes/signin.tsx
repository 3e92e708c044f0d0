import { createFileRoute, notFound } from "@tanstack/react-router";
import { SignInForm } from "../features/members/sign-in-form";
import { SIGN_IN_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { SIGN_IN_PAGE_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/signin")({
  loader: async ({ context, abortController }) => {
    const page = await loadQuery<SIGN_IN_PAGE_QUERY_RESULT>(
      context.content,
      SIGN_IN_PAGE_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.heading }, { name: "robots", content: "noindex" }] : [],
  }),
  component: SignInPage,
});

function SignInPage() {
  return <SignInForm content={Route.useLoaderData()} />;
}
