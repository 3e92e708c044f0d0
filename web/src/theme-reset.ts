import { compile, serialize, stringify } from "stylis";
import resetCss from "./theme-reset.css?raw";

/**
 * The site's CSS reset (theme-reset.css) as entry-server.tsx writes it into every document's
 * <head>: minified by stylis, the CSS parser Emotion inserts styles with. Server-side only: no
 * client module imports this.
 */
export const RESET_CSS = serialize(compile(resetCss), stringify);
