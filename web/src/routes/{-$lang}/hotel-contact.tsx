import { createFileRoute } from "@tanstack/react-router";
import {
  HotelContactPage,
  HotelContactSectionsPart,
} from "../../features/merchants/hotel-contact-page";
import { preloadInLoader } from "../../lib/hydration/hydrate-when-needed";
import { HOTEL_CONTACT_QUERY } from "../../lib/queries";
import { translatedPageLoader } from "../../lib/routes/load-page";
import { translatedPageHead } from "../../lib/seo/page-head";

const loadContent = translatedPageLoader(HOTEL_CONTACT_QUERY);

export const Route = createFileRoute("/{-$lang}/hotel-contact")({
  loader: async (context) => {
    // The sections below the hero: their own chunk (in the HTML when prerendering).
    await preloadInLoader(HotelContactSectionsPart);
    return await loadContent(context);
  },
  head: translatedPageHead,
  component: () => <HotelContactPage content={Route.useLoaderData()} />,
});
