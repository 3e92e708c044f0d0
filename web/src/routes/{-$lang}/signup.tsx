import { createFileRoute } from "@tanstack/react-router";
import { SignUpForm } from "../../features/members/sign-up-form";
import { SIGN_UP_PAGE_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { memberPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/signup")({
  loader: translatedPageLoader(SIGN_UP_PAGE_QUERY),
  head: memberPageHead,
  component: () => <SignUpForm content={Route.useLoaderData()} />,
});
