/**
 * CMS image URLs for the one kind of transform the site asks for: a size,
 * cropped around the hotspot within the editor's crop (`fit=crop`), in the best
 * format the browser takes (`auto=format`: AVIF/WebP on Sanity's CDN and the
 * lake). The same URLs @sanity/image-url writes for
 * `.image(source).width(w).height(h).fit("crop").auto("format").url()`, which
 * image-url.test.ts checks against the library; written out here because the
 * library's general builder is ~3 KB gzip in every page's first load (the Open
 * Graph image of every page's head needs it) and the site uses this one call.
 */

export interface ImageUrlConfig {
  projectId: string;
  dataset: string;
  /** The image host; Sanity's CDN by default (the lake's origin in local mode). */
  baseUrl?: string;
}

export interface ImageSource {
  asset: { _ref: string };
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `image-<id>-<width>x<height>-<format>`, the asset id Sanity gives every image. */
function parseAssetRef(ref: string) {
  const [, id, dimensions, format] = ref.split("-");
  const [width, height] = (dimensions ?? "").split("x").map(Number);
  if (!id || !format || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new Error(`Malformed image asset reference '${ref}'`);
  }
  return { id, width: width as number, height: height as number, format };
}

/** The part of the image to scale to `width`×`height`: the crop, trimmed to the aspect ratio around the hotspot. */
function cropRect(
  asset: { width: number; height: number },
  source: ImageSource,
  width: number,
  height: number,
): Rect {
  // Crop and hotspot as the library defaults them when the editor set none (all of the image, centred).
  const { left = 0, top = 0, right = 0, bottom = 0 } = source.crop ?? {};
  const { x = 0.5, y = 0.5, width: spotWidth = 1, height: spotHeight = 1 } = source.hotspot ?? {};
  const cropLeft = Math.round(left * asset.width);
  const cropTop = Math.round(top * asset.height);
  const crop = {
    left: cropLeft,
    top: cropTop,
    width: Math.round(asset.width - right * asset.width - cropLeft),
    height: Math.round(asset.height - bottom * asset.height - cropTop),
  };
  const spot = {
    left: x * asset.width - (spotWidth * asset.width) / 2,
    right: x * asset.width + (spotWidth * asset.width) / 2,
    top: y * asset.height - (spotHeight * asset.height) / 2,
    bottom: y * asset.height + (spotHeight * asset.height) / 2,
  };
  const ratio = width / height;
  if (crop.width / crop.height > ratio) {
    // Wider than asked: cut from the sides, centred on the hotspot, kept within the crop.
    const rectHeight = Math.round(crop.height);
    const rectWidth = Math.round(rectHeight * ratio);
    return {
      left: cutStart(spot.left, spot.right, rectWidth, crop.left, crop.width),
      top: Math.max(0, Math.round(crop.top)),
      width: rectWidth,
      height: rectHeight,
    };
  }
  // Taller than asked: cut from top and bottom.
  const rectWidth = crop.width;
  const rectHeight = Math.round(rectWidth / ratio);
  return {
    left: Math.max(0, Math.round(crop.left)),
    top: cutStart(spot.top, spot.bottom, rectHeight, crop.top, crop.height),
    width: rectWidth,
    height: rectHeight,
  };
}

/**
 * Where a cut of `length` starts along one axis: centred on the hotspot (from
 * `spotStart` to `spotEnd`), then moved to lie within the crop (`cropStart`,
 * `cropLength` long). The same for a cut from the sides and from top and bottom.
 */
function cutStart(
  spotStart: number,
  spotEnd: number,
  length: number,
  cropStart: number,
  cropLength: number,
): number {
  const centre = Math.round((spotEnd - spotStart) / 2 + spotStart);
  const start = Math.max(0, Math.round(centre - length / 2));
  if (start < cropStart) return cropStart;
  if (start + length > cropStart + cropLength) return cropStart + cropLength - length;
  return start;
}

/**
 * The URL of `source` at `width`×`height` CSS pixels, cropped to fit; `quality` (1-100,
 * Sanity's `q`) when the image may be compressed harder than the CDN's default.
 */
export function croppedImageUrl(
  config: ImageUrlConfig,
  source: ImageSource,
  width: number,
  height: number,
  quality?: number,
): string {
  const asset = parseAssetRef(source.asset._ref);
  const host = (config.baseUrl || "https://cdn.sanity.io").replace(/\/+$/, "");
  const file = `${asset.id}-${asset.width}x${asset.height}.${asset.format}`;
  const rect = cropRect(asset, source, width, height);
  const params: string[] = [];
  // Only when it cuts anything (as the library writes it).
  if (
    rect.left !== 0 ||
    rect.top !== 0 ||
    rect.width !== asset.width ||
    rect.height !== asset.height
  ) {
    params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`);
  }
  params.push(`w=${width}`, `h=${height}`);
  if (quality !== undefined) params.push(`q=${quality}`);
  params.push("fit=crop", "auto=format");
  return `${host}/images/${config.projectId}/${config.dataset}/${file}?${params.join("&")}`;
}
