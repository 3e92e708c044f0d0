/**
 * The reset the documents carry (theme-reset.css, written into every <head> by
 * entry-server.tsx) is Chakra's own preflight, rule for rule, as Emotion inserted it when
 * Chakra did: so moving it out of the JavaScript changes nothing a visitor sees. When a
 * Chakra upgrade changes its preflight, this fails; theme-reset.css follows it.
 */
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteSystem } from "./theme";
import { emotionCss, GLOBAL_CSS } from "./theme-global-css";
import { RESET_CSS } from "./theme-reset";

const system = siteSystem();

/** Quotes are the one thing the formatter changes (' to "); CSS reads both the same. */
const sameQuotes = (css: string) => css.replaceAll("'", '"');

describe("the CSS reset in the documents", () => {
  it("is Chakra's preflight as Emotion inserted it, in the reset layer", () => {
    const chakra = createSystem(defaultBaseConfig, defineConfig({ preflight: true }));
    const expected = emotionCss(chakra.getPreflightCss());
    expect(expected).toMatch(/^@layer reset\{html\{/);
    expect(sameQuotes(RESET_CSS)).toBe(sameQuotes(expected));
  });

  it("is the only reset: the site's Chakra system inserts none of its own", () => {
    expect(system.getPreflightCss()).toEqual({ "@layer reset": {} });
    expect(system.layers.names[0]).toBe("reset");
  });

  it("is followed by the site's own global styles whole: the base layer, then the tokens", () => {
    // An empty reset layer (Chakra's with `preflight: false`) would swallow the base layer.
    expect(GLOBAL_CSS).not.toContain("@layer reset");
    expect(GLOBAL_CSS).toMatch(/^@layer base\{.*html,body\{background:var\(--chakra-colors-bg\)/);
    expect(GLOBAL_CSS).toMatch(
      /@layer tokens\{:where\(:root, ?:host\)\{[^}]*--chakra-colors-brand-accent:#c2410c/,
    );
    // Byte for byte what Chakra's own Global wrote before it moved into the documents' head.
    const chakra = createSystem(defaultBaseConfig, system._config);
    expect(GLOBAL_CSS).toBe(emotionCss([chakra.getGlobalCss(), chakra.getTokenCss()]));
  });

  it("leaves ChakraProvider nothing global to insert but the layer order", () => {
    const html = renderToString(
      <ChakraProvider value={system}>
        <p>page</p>
      </ChakraProvider>,
    );
    const globals = [...html.matchAll(/<style data-emotion="css-global [^"]*">([^<]*)<\/style>/g)]
      .map((match) => match[1])
      .join("");
    expect(globals).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;$/);
  });
});
