/**
 * The below-the-hero chunk: requested by the route loader alongside the content
 * (and by HomePage's lazy boundary, which hydration waits for).
 */
export const loadHomeSections = () => import("./home-sections");
