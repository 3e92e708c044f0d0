/**
 * Memoises an async loader, but forgets a failure so the next call retries
 * (a chunk that failed to download on a flaky connection must not stay broken).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    }
    return pending;
  };
}
