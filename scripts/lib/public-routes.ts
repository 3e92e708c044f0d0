/**
 * The public pages the benchmarks load: one of each kind of route in the spec
 * (every seeded city, both legal pages, each merchant page, the embeds and a 404).
 */
export const NOT_FOUND_PATH = "/bench-no-such-page";

export const PUBLIC_ROUTES = [
  "/",
  "/rome",
  "/amsterdam",
  "/berlin",
  "/terms",
  "/privacy",
  "/welcome-you-merchants",
  "/it/welcome-you-merchants",
  "/merchant-contact",
  "/hotel-contact",
  "/mt25?ref=card001",
  "/merchant-stickers-shop",
  "/qr-generator",
  "/fine-dining-london",
  NOT_FOUND_PATH,
] as const;

/** How a route is named in a report (the 404 probe says what it is). */
export const routeLabel = (route: string) => (route === NOT_FOUND_PATH ? `${route} (404)` : route);
