import { createImageUrlBuilder } from "@sanity/image-url";
import { describe, expect, it } from "vitest";
import { croppedImageUrl, type ImageSource } from "./image-url";

// The site's own URL writer must write exactly what @sanity/image-url writes for the
// one call the site makes, so image URLs (and the lake's and CDN's caches of them)
// are unchanged.
const config = { projectId: "tastemap", dataset: "production", baseUrl: "https://127.0.0.1:8788" };
const library = createImageUrlBuilder(config);
const expected = (source: ImageSource, width: number, height: number) =>
  library.image(source).width(width).height(height).fit("crop").auto("format").url();

const ref = (width: number, height: number, format = "jpg") =>
  `image-Tb9Ew8CXIwaY6R1kjMvI0uRR-${width}x${height}-${format}`;

/** A small deterministic generator (no Math.random: a failure must reproduce). */
function* numbers(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

describe("croppedImageUrl", () => {
  it("matches @sanity/image-url with a quality, as the city guide's hero asks for", () => {
    const source = {
      asset: { _ref: ref(1200, 800, "png") },
      hotspot: { x: 0.5, y: 0.4, width: 0.3, height: 0.3 },
    };
    expect(croppedImageUrl(config, source, 768, 336, 60)).toBe(
      library.image(source).width(768).height(336).quality(60).fit("crop").auto("format").url(),
    );
  });

  it("matches @sanity/image-url without crop or hotspot, on Sanity's CDN and a local host", () => {
    const source = { asset: { _ref: ref(2400, 1600) } };
    for (const [width, height] of [
      [320, 213],
      [1200, 630],
      [640, 640],
      [480, 960],
    ] as const) {
      expect(croppedImageUrl(config, source, width, height)).toBe(expected(source, width, height));
      const cdn = { projectId: "p1", dataset: "d1" };
      expect(croppedImageUrl(cdn, source, width, height)).toBe(
        createImageUrlBuilder(cdn)
          .image(source)
          .width(width)
          .height(height)
          .fit("crop")
          .auto("format")
          .url(),
      );
    }
  });

  it("matches @sanity/image-url for 500 crops, hotspots, asset sizes and output sizes", () => {
    const random = numbers(28);
    const next = () => random.next().value as number;
    for (let index = 0; index < 500; index += 1) {
      const assetWidth = 200 + Math.round(next() * 4000);
      const assetHeight = 200 + Math.round(next() * 4000);
      const source: ImageSource = {
        asset: { _ref: ref(assetWidth, assetHeight, index % 2 ? "png" : "jpg") },
        ...(index % 3 === 0
          ? {}
          : {
              crop: {
                left: next() * 0.3,
                right: next() * 0.3,
                top: next() * 0.3,
                bottom: next() * 0.3,
              },
              hotspot: { x: next(), y: next(), width: next(), height: next() },
            }),
      };
      const width = 100 + Math.round(next() * 1900);
      const height = 100 + Math.round(next() * 1900);
      expect(croppedImageUrl(config, source, width, height), JSON.stringify(source)).toBe(
        expected(source, width, height),
      );
    }
  });

  it("refuses a malformed asset reference", () => {
    expect(() => croppedImageUrl(config, { asset: { _ref: "image-abc" } }, 10, 10)).toThrow(
      /Malformed/,
    );
  });
});
