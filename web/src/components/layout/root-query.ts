import { NOT_FOUND_PAGE_QUERY, SITE_SETTINGS_QUERY } from "../../lib/queries";

/**
 * What the root route loads once per visit: the shared copy (header, footer,
 * messages) and the 404 page's copy. Both go in ONE request so a missing page
 * costs no extra round trip and still shows CMS copy if the lake goes down later.
 */
export const ROOT_QUERY = `{
  "settings": ${SITE_SETTINGS_QUERY},
  "notFound": ${NOT_FOUND_PAGE_QUERY}
}`;
