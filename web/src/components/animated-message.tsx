import { domAnimation, LazyMotion, MotionConfig, m } from "framer-motion";
import type { ReactNode } from "react";

/**
 * A form's result message easing in (framer-motion, the site's animation library). Its own
 * chunk, loaded when a message first appears (lazy in newsletter-section.tsx), so no page
 * carries animation code before a visitor submits; `reducedMotion="user"` shows it at once
 * for visitors who ask for less motion.
 */
export default function AnimatedMessage({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.span
          style={{ display: "inline-block" }}
          initial={{ opacity: 0, y: 4 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.2, ease: "easeOut" }}
        >
          {children}
        </m.span>
      </MotionConfig>
    </LazyMotion>
  );
}
