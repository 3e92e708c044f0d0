import { Box, type BoxProps } from "@chakra-ui/react";
import { responsiveImage, type SanityImageData } from "../lib/sanity/image";
import { useImageBuilder } from "../lib/sanity/use-image-builder";

interface SanityImageProps extends Omit<BoxProps, "children"> {
  image: SanityImageData | null | undefined;
  /** Width / height of the rendered box. */
  aspectRatio: number;
  /** The widest the image is ever shown, in CSS pixels (caps the srcset). */
  maxWidth: number;
  /** The `sizes` attribute: how wide the image is at each breakpoint. */
  sizes: string;
  /** Above-the-fold images load eagerly with high priority (they are the LCP). */
  priority?: boolean;
  /**
   * 1-100 (the image CDN's `q`), for an image that can be compressed harder than the
   * default: one seen through a dark overlay, where fewer bytes make it paint sooner.
   */
  quality?: number;
}

/**
 * A CMS image with srcset, explicit width/height (no layout shift) and lazy
 * loading below the fold. An entry without an asset renders a neutral block.
 */
export function SanityImage({
  image,
  aspectRatio,
  maxWidth,
  sizes,
  priority = false,
  quality,
  ...boxProps
}: SanityImageProps) {
  const builder = useImageBuilder();
  const responsive = responsiveImage(builder, image, { aspectRatio, maxWidth, quality });
  if (!responsive) {
    return <Box bg="bg.muted" aspectRatio={aspectRatio} {...boxProps} aria-hidden="true" />;
  }
  return (
    <Box
      asChild
      display="block"
      width="100%"
      height="auto"
      objectFit="cover"
      bg="bg.muted"
      {...boxProps}
    >
      <img
        src={responsive.src}
        srcSet={responsive.srcSet}
        sizes={sizes}
        width={responsive.width}
        height={responsive.height}
        alt={image?.alt ?? ""}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </Box>
  );
}
