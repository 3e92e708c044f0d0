/**
 * Names the consent parts share, in a module of their own so the root layout's host (in
 * every page's entry chunk) imports two strings, not the placeholder or the dialogs.
 */

/** Marks a part that would load a third party (placeholders, the shop's products): the banner looks for it. */
export const THIRD_PARTY_ATTRIBUTE = "data-third-party";

/** Sent on `window` by the footer's "Cookie settings" button; the host opens the settings. */
export const OPEN_SETTINGS_EVENT = "tastemap:consent-settings";
