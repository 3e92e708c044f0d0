import { useEffect, useState } from "react";

/**
 * Runs `task` once the current frame has been painted: a requestAnimationFrame
 * callback runs before the frame's paint, so the task waits for the next one.
 * Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let inner = 0;
  const outer = requestAnimationFrame(() => {
    inner = requestAnimationFrame(task);
  });
  return () => {
    cancelAnimationFrame(outer);
    cancelAnimationFrame(inner);
  };
}

/**
 * False for the first render and its paint, true afterwards: for content that
 * must not compete with what the visitor sees first (its code is requested only
 * once the first frame is on screen). Always false on a server render.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
