/**
 * Runs `task` when the browser is idle (after hydration's work and the first
 * paints), or after a short delay where requestIdleCallback is missing (Safari).
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
