import { domAnimation, LazyMotion, MotionConfig, m } from "framer-motion";
import type { ReactNode } from "react";

/**
 * A form's result message easing in (framer-motion, the site's animation library). Its own
 * chunk, fetched when a visitor first focuses or sends the form (sections/newsletter/newsletter.tsx), so
 * no page carries animation code before a visitor starts a form; `reducedMotion="user"` shows it at once
 * for visitors who ask for less motion.
 */
export default function AnimatedMessage({
  children,
  appear = true,
}: {
  children: ReactNode;
  /** False for a message already shown as plain text: it stays shown, it does not fade in again. */
  appear?: boolean;
}) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.span
          style={{ display: "inline-block" }}
          initial={appear ? { opacity: 0, y: 4 } : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.2, ease: "easeOut" }}
        >
          {children}
        </m.span>
      </MotionConfig>
    </LazyMotion>
  );
}
