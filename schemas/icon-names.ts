/**
 * Icons staff can pick for cards. The site owns the drawings and maps each
 * name to one; keeping the list here (free of `sanity` imports, like
 * languages.ts) lets the web import `IconName` and fail type-checking when a
 * name has no drawing.
 */
export const ICON_NAMES = [
  { value: "utensils", title: "Cutlery (food)" },
  { value: "map", title: "Map (travel)" },
  { value: "bed", title: "Bed (hotels)" },
  { value: "compass", title: "Compass (discovery)" },
  { value: "sparkles", title: "Sparkles (AI)" },
  { value: "globe", title: "Globe (languages)" },
  { value: "qr-code", title: "QR code" },
  { value: "menu-book", title: "Menu book" },
  { value: "list", title: "Directory list" },
  { value: "star", title: "Star (reviews)" },
  { value: "bell", title: "Bell (room service)" },
  { value: "phone", title: "Phone" },
  { value: "calendar", title: "Calendar (events)" },
  { value: "chart", title: "Chart (insights)" },
  { value: "shield", title: "Shield (trust)" },
  { value: "heart", title: "Heart (favourites)" },
] as const;

export type IconName = (typeof ICON_NAMES)[number]["value"];
