/**
 * Which image URL parameters and output formats the lake serves, apart from the renderer
 * (transforms.ts) that applies them: the request handler needs these on the lake's main
 * thread, where sharp is not loaded (only the render processes and an image upload load it).
 */
export const OUTPUT_FORMATS = new Set(["jpg", "pjpg", "png", "webp", "avif", "gif"]);
/** Query parameters that change the output; everything else (`tag`, `dl`...) does not. */
export const TRANSFORM_PARAMS = [
  "rect",
  "w",
  "h",
  "fit",
  "crop",
  "fp-x",
  "fp-y",
  "fm",
  "q",
  "dpr",
  "bg",
  "blur",
  "flip",
  "or",
  "sat",
  "invert",
  "max-w",
  "max-h",
  "min-w",
  "min-h",
  "sharp",
];
