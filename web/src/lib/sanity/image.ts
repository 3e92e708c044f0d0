import type { WebEnv } from "../env";
import { croppedImageUrl, type ImageSource } from "./image-url";

/** The image fields every query projects (see IMAGE_FRAGMENT in queries.ts). */
export interface SanityImageData {
  alt?: string | null;
  asset?: { _ref?: string | null; _id?: string | null } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
  dimensions?: { width?: number | null; height?: number | null } | null;
}

/** Image URLs for the configured project: `crop(source, width, height)` (see image-url.ts). */
export interface ImageUrlBuilder {
  crop(source: ImageSource, width: number, height: number, quality?: number): string;
}

export function createImageBuilder(env: WebEnv["sanity"]): ImageUrlBuilder {
  const config = {
    projectId: env.projectId,
    dataset: env.dataset,
    // Local mode serves images from the lake's origin, like Sanity's CDN does.
    ...(env.apiHost ? { baseUrl: env.apiHost } : {}),
  };
  return {
    crop: (source, width, height, quality) =>
      croppedImageUrl(config, source, width, height, quality),
  };
}

// 768: a full-width image on a phone 360-412 px wide at 1.75-2x (Lighthouse's Moto G Power
// is 412 px at 1.75x, 721 device pixels) took the 960 one, 56% more pixels than needed;
// Amsterdam's hero then needed a second round trip of its own (issue 28, docs/benchmarks.md).
const IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920];

interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * URLs for one CMS image at several widths, cropped to `aspectRatio` (w/h) so the
 * layout box is known before the image arrives. Returns undefined when the CMS
 * entry has no asset yet, so callers render a placeholder instead of a broken img.
 */
export function responsiveImage(
  builder: ImageUrlBuilder,
  image: SanityImageData | null | undefined,
  options: { aspectRatio: number; maxWidth: number; quality?: number },
): ResponsiveImage | undefined {
  const ref = image?.asset?._ref ?? image?.asset?._id;
  if (!image || !ref) return undefined;
  const source = {
    asset: { _ref: ref },
    crop: image.crop ?? undefined,
    hotspot: image.hotspot ?? undefined,
  };
  const natural = image.dimensions?.width ?? options.maxWidth;
  const widths = IMAGE_WIDTHS.filter(
    (width) => width <= Math.max(options.maxWidth, 320) && width <= natural,
  );
  if (widths.length === 0) widths.push(Math.min(options.maxWidth, natural));
  const url = (width: number) =>
    builder.crop(source, width, Math.round(width / options.aspectRatio), options.quality);
  const largest = widths[widths.length - 1] as number;
  return {
    src: url(largest),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(", "),
    width: largest,
    height: Math.round(largest / options.aspectRatio),
  };
}
