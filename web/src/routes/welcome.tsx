import { createFileRoute, redirect } from "@tanstack/react-router";

/** Old address of the merchant welcome page (firebase.json redirects it too, before any HTML). */
export const Route = createFileRoute("/welcome")({
  beforeLoad: () => {
    throw redirect({ to: "/{-$lang}/welcome-you-merchants", params: {}, replace: true });
  },
});
