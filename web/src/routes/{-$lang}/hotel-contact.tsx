import { createFileRoute } from "@tanstack/react-router";
import { HotelContactPage } from "../../features/merchants/hotel-contact-page";
import { HOTEL_CONTACT_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

export const Route = createFileRoute("/{-$lang}/hotel-contact")({
  loader: translatedPageLoader(HOTEL_CONTACT_QUERY),
  head: translatedPageHead,
  component: () => <HotelContactPage content={Route.useLoaderData()} />,
});
