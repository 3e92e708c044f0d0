import { createFileRoute } from "@tanstack/react-router";
import { SignInForm } from "../../features/members/sign-in-form";
import { SIGN_IN_PAGE_QUERY } from "../../lib/page-queries/sign-in-page";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { memberPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/signin")({
  loader: translatedPageLoader(SIGN_IN_PAGE_QUERY),
  head: memberPageHead,
  component: () => <SignInForm content={Route.useLoaderData()} />,
});
