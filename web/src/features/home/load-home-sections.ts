/**
 * The below-the-hero chunk: requested when the hero renders (HomePage), or
 * earlier when a link to / is hovered (the route loader's preload).
 */
export const loadHomeSections = () => import("./home-sections");
