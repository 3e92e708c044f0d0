/**
 * One set of style props renders one class, whatever order other elements gave the same
 * props in before it. The dev server renders every page in one long-lived module graph,
 * the browser each page afresh: Chakra 3.37 memoised its style computation under a key
 * that sorted the props, so after the sign-in page's note (`mt textAlign color fontSize`)
 * the shop's currency note (`mt fontSize color textAlign`) got the sign-in note's
 * property order back on the server, another Emotion class than in the browser, and a
 * hydration mismatch (issue 23 item 5). Chakra 3.38 keys by the props' own order.
 */
import { ChakraProvider, Text } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { brand } from "./theme";

/** A Chakra system with empty caches, as the browser has on a page's first render. */
async function freshSystem() {
  vi.resetModules();
  return (await import("./theme")).siteSystem();
}

async function classesOf(elements: ReactElement[]): Promise<string[]> {
  const system = await freshSystem();
  return elements.map((element) => {
    const html = renderToString(<ChakraProvider value={system}>{element}</ChakraProvider>);
    const match = html.match(/<p class="([^"]+)"/);
    if (!match?.[1]) throw new Error(`no <p class> in ${html.slice(0, 200)}`);
    return match[1];
  });
}

// As sign-in-form.tsx writes its note, and section-product-list.tsx the shop's currency note.
const signInNote = (
  <Text mt="8" textAlign="center" color={brand.inkMuted} fontSize="sm">
    note
  </Text>
);
const currencyNote = (
  <Text mt="8" fontSize="sm" color={brand.inkMuted} textAlign="center">
    note
  </Text>
);

describe("the site's Chakra system", () => {
  it("gives a style prop set the same class after the same props in another order", async () => {
    const [alone] = await classesOf([currencyNote]);
    const [, afterSignIn] = await classesOf([signInNote, currencyNote]);
    expect(afterSignIn).toBe(alone);
  });
});
