/**
 * The mark the consent parts share, in a module of its own so the shop's product list
 * imports a string, not the placeholder or the store.
 */

/** Marks a part that would load a third party (placeholders, the shop's products): the banner looks for it. */
export const THIRD_PARTY_ATTRIBUTE = "data-third-party";
