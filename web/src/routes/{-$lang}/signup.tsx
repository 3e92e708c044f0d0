import { createFileRoute } from "@tanstack/react-router";
import { signUpPageLoader } from "../../features/members/load-sign-up-links";
import { SignUpForm } from "../../features/members/sign-up-form";
import { memberPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/signup")({
  loader: signUpPageLoader(),
  head: memberPageHead,
  component: () => <SignUpForm content={Route.useLoaderData()} />,
});
