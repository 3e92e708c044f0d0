import { useEffect, useState } from "react";

/**
 * True once the page is scrolled more than `threshold` px. One passive
 * listener; state only changes when the answer flips, so scrolling does not
 * re-render the header on every frame.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
