import { useRouter } from "@tanstack/react-router";
import type { ImageUrlBuilder } from "./image";

/** The image URL builder for the configured project (local lake or Sanity CDN). */
export function useImageBuilder(): ImageUrlBuilder {
  return useRouter().options.context.images;
}
