/** The below-the-hero chunk; the route loader starts it alongside the content request. */
export const loadHomeSections = () => import("./home-sections");
