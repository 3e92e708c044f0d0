import { createFileRoute, redirect } from "@tanstack/react-router";

/** The old address of the sign-in page. */
export const Route = createFileRoute("/login")({
  beforeLoad: () => {
    throw redirect({ to: "/{-$lang}/signin", params: { lang: undefined }, replace: true });
  },
});
