/**
 * A field's value as staff read it, for the translation change summary (decision 0055):
 * text as it is, Portable Text as plain paragraphs, a slug as its address, an image as its
 * alternative text, an object as its parts. Never JSON.
 *
 * Free of `sanity` imports: the scripts read it too.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A Portable Text block: `{_type: "block", children: [{text}]}`. */
function isBlock(value: unknown): value is { children?: { text?: unknown }[] } {
  return isRecord(value) && value._type === "block";
}

export function isPortableText(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.some(isBlock);
}

function blockText(block: { children?: { text?: unknown }[] }): string {
  return (block.children ?? [])
    .map((span) => (typeof span.text === "string" ? span.text : ""))
    .join("");
}

export function readableText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    if (isPortableText(value)) {
      return value
        .map((item) => (isBlock(item) ? blockText(item) : readableText(item)))
        .filter((text) => text !== "")
        .join("\n\n");
    }
    return value
      .map(readableText)
      .filter((text) => text !== "")
      .join("; ");
  }
  if (!isRecord(value)) return "";
  if (value._type === "slug") return readableText(value.current);
  if (value._type === "reference" || typeof value._ref === "string")
    return `→ ${String(value._ref)}`;
  if (isRecord(value.asset)) {
    const alt = readableText(value.alt);
    return alt ? `image: ${alt}` : "image";
  }
  return Object.entries(value)
    .filter(([key]) => !key.startsWith("_"))
    .map(([, child]) => readableText(child))
    .filter((text) => text !== "")
    .join(" · ");
}
