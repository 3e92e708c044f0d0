import { createFileRoute, notFound } from "@tanstack/react-router";
import { SignUpForm } from "../features/members/sign-up-form";
import { SIGN_UP_PAGE_QUERY } from "../lib/queries";
import { loadQuery } from "../lib/sanity/load-query";
import type { SIGN_UP_PAGE_QUERY_RESULT } from "../lib/sanity.types";

export const Route = createFileRoute("/signup")({
  loader: async ({ context, abortController }) => {
    const page = await loadQuery<SIGN_UP_PAGE_QUERY_RESULT>(
      context.content,
      SIGN_UP_PAGE_QUERY,
      {},
      { signal: abortController.signal },
    );
    if (!page) throw notFound();
    return page;
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.heading }, { name: "robots", content: "noindex" }] : [],
  }),
  component: SignUpPage,
});

function SignUpPage() {
  return <SignUpForm content={Route.useLoaderData()} />;
}
