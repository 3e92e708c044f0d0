/**
 * Two lists of names Chakra's style system carries into every first load, trimmed to the
 * names that can still change an answer (issue 28: about 0.9 KiB gzip of the entry chunk).
 * The client build rewrites the two modules with these lists in the client build.
 *
 * - `@pandacss/is-valid-prop`: every CSS property. Chakra asks it only in
 *   `isValidProperty(prop) = properties.has(prop) || isCssProperty(prop)`, where `properties`
 *   are the style system's own props (utilities, shorthands, conditions). A CSS property among
 *   those gets `true` from the first half whatever the list says, so the list needs only the
 *   others.
 * - `@emotion/is-prop-valid`: the HTML and SVG attributes React knows. Chakra forwards a prop
 *   to a DOM element only if it is one of them AND not a style prop (`!isValidProperty(prop)`),
 *   so an attribute that is also a style prop (`color`, `width`, `opacity`) is never forwarded
 *   whatever the list says; the list needs only the others.
 *
 * Both are decided against Chakra's base system (defaultBaseConfig). The site's system is
 * that plus its theme, so its `properties` hold at least the same names and the answers stay
 * the same for every prop (chakra-prop-lists.test.ts checks it against web/src/theme.ts).
 * Server and client give the same answers, so nothing changes in the HTML or at hydration.
 *
 * A plugin of web/vite.config.ts loads it, maybe through Node's type stripping (web/vite.config.ts
 * says when): erasable TypeScript only.
 */
import { createSystem, defaultBaseConfig } from "@chakra-ui/react";

const base = createSystem(defaultBaseConfig);

/** `var cssPropertiesStr = "A,B,..."` in @pandacss/is-valid-prop's module. */
const CSS_PROPERTIES = /(var cssPropertiesStr = ")([^"]*)(")/;

/** `var reactPropsRegex = /^((a|b|...)|((data|aria|x)-.*))$/` in @emotion/is-prop-valid's module. */
const REACT_PROPS = /(var reactPropsRegex = \/\^\(\()([\w|]+)(\)\|)/;

function rewrite(
  code: string,
  pattern: RegExp,
  keep: (name: string) => boolean,
  separator: string,
) {
  if (!pattern.test(code)) {
    throw new Error(
      `chakra-prop-lists: ${pattern} not found; the package changed, update the pattern`,
    );
  }
  return code.replace(
    pattern,
    (_, before: string, names: string, after: string) =>
      `${before}${names.split(separator).filter(keep).join(separator)}${after}`,
  );
}

/** The CSS properties that are not among the style system's own props. */
export function trimCssProperties(code: string): string {
  return rewrite(code, CSS_PROPERTIES, (name) => !base.properties.has(name), ",");
}

/** The attributes that are not style props. */
export function trimReactProps(code: string): string {
  return rewrite(code, REACT_PROPS, (name) => !base.isValidProperty(name), "|");
}
