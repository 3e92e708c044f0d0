import { createFileRoute, redirect } from "@tanstack/react-router";
import { validateLangSearch } from "../lib/i18n/languages";

/** Old address of the merchant welcome page; the language choice travels along. */
export const Route = createFileRoute("/welcome")({
  validateSearch: validateLangSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/welcome-you-merchants", search, replace: true });
  },
});
