import { describe, expect, it } from "vitest";
import { withEmotionStylesInHead } from "./emotion-styles-in-head";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("withEmotionStylesInHead", () => {
  it("moves the body's Emotion styles into one tag at the end of <head>, in order, with every ID, marked in place", () => {
    const html = page(
      "<style>@layer reset;</style><script>held()</script>",
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
        '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{gap:1px}</style><p class="css-b2">x</p></div>',
    );
    expect(withEmotionStylesInHead(html)).toBe(
      page(
        "<style>@layer reset;</style><script>held()</script>" +
          '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{margin:0}.css-c3{gap:1px}</style>',
        '<div class="css-a1"><p class="css-b2">x</p></div>',
      ),
    );
  });

  it("puts the global styles just before them, each as it was, marked in place", () => {
    const html = page(
      "<style>[data-held]{opacity:.7}</style>",
      '<style data-emotion="css-global x9">@layer a,b;</style><style data-emotion="css-global 0"></style>' +
        '<style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">plain</p>',
    );
    expect(withEmotionStylesInHead(html)).toBe(
      page(
        "<style>[data-held]{opacity:.7}</style>" +
          '<style data-emotion="css-global x9" data-s="">@layer a,b;</style><style data-emotion="css-global 0" data-s=""></style>' +
          '<style data-emotion="css a1" data-s="">.css-a1{color:red}</style>',
        '<p class="css-a1">plain</p>',
      ),
    );
  });

  it("leaves other styles and a page without Emotion's styles as they are", () => {
    const html = page(
      "<style>[data-held]{opacity:.7}</style>",
      "<style>p{margin:0}</style><p>plain</p>",
    );
    expect(withEmotionStylesInHead(html)).toBe(html);
  });

  it("keeps a `$` in the rules as written", () => {
    const html = page("", '<style data-emotion="css d4">.css-d4::after{content:"$&"}</style>');
    expect(withEmotionStylesInHead(html)).toContain('.css-d4::after{content:"$&"}</style></head>');
  });
});
