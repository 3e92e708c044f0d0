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
