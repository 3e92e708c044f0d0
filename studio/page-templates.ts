/**
 * Starting points for a new page (Studio's “Create” menu, and Presentation's):
 * a page with the usual sections already in place, for staff to fill in. Each
 * section gets its `_key` here, as an array item must have one.
 */
import type { Template } from "sanity";

/** A fresh array-item key for each new page (Studio keeps it; staff never see it). */
const key = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`;

const section = (type: string, fields: Record<string, unknown>) => ({
  _type: type,
  _key: key(type),
  ...fields,
});

/** What a merchant landing page usually holds: the merchant welcome page's outline. */
const merchantLanding = () => [
  section("hero", {
    eyebrow: "For restaurants, cafés and bars",
    heading: "",
    ctas: [{ _type: "link", _key: key("cta"), label: "Get in touch", href: "#contact" }],
  }),
  section("serviceGrid", { anchorId: "services", heading: "What we do for you", cards: [] }),
  section("faq", { heading: "Questions merchants ask", items: [] }),
  section("embeddedForm", {
    anchorId: "contact",
    heading: "Let's talk about your restaurant",
    formEmbedScriptUrl: "https://forms.example.com/embed.js",
    loadingLabel: "Loading the form…",
  }),
];

/** A new city's launch: announcement, the city row, the waitlist and the newsletter. */
const cityLaunch = () => [
  section("hero", {
    eyebrow: "Coming soon",
    heading: "",
    ctas: [{ _type: "link", _key: key("cta"), label: "Join the waitlist", href: "#newsletter" }],
  }),
  section("featureGrid", { heading: "What you'll find", cards: [] }),
  section("cityButtons", { heading: "Our cities", cities: [], comingSoonLabel: "Coming soon" }),
  section("newsletter", {
    anchorId: "newsletter",
    heading: "Be the first to know",
    emailLabel: "Email address",
    buttonLabel: "Subscribe",
    busyLabel: "Subscribing…",
  }),
];

export const pageTemplates: Template[] = [
  {
    id: "page-merchant-landing",
    title: "Merchant landing",
    schemaType: "page",
    value: () => ({ language: "en", title: "Merchant landing", sections: merchantLanding() }),
  },
  {
    id: "page-city-launch",
    title: "City launch",
    schemaType: "page",
    value: () => ({ language: "en", title: "City launch", sections: cityLaunch() }),
  },
];
