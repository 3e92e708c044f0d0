import type { CSSProperties, ReactNode } from "react";

/** Chakra's srOnly, as an inline style. */
const HIDDEN: CSSProperties = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  borderWidth: 0,
};

/**
 * Text for screen readers only. An inline style, not Chakra's `srOnly` prop: the prerender
 * never writes srOnly's rule into the HTML (Emotion counts it as written), so until the
 * browser renders the element itself the text would show; a part that hydrates at the first
 * interaction (the language switch, the footer: decision 0037) shows its server HTML until
 * then, and so does a page with JavaScript off.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
}
