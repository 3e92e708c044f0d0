/**
 * Visits many pages at once, a few at a time. A check over every public page (no third-party
 * request, no hydration warning) spends most of each visit waiting for the page to settle,
 * so on two cores a few visits side by side take about the time of one; run one after the
 * other, those loops were the suite's longest tests.
 */

/** How many visits run side by side: more only adds to the machine's load. */
export const VISITS_AT_ONCE = 3;

/**
 * Calls `visit` for every item, at most VISITS_AT_ONCE at a time. Every started visit runs
 * to its end (so each closes what it opened) before the first failure, by item order, is
 * thrown.
 */
export async function eachAtOnce<Item>(
  items: readonly Item[],
  visit: (item: Item) => Promise<void>,
): Promise<void> {
  const failures = new Map<number, unknown>();
  let next = 0;
  const worker = async () => {
    while (next < items.length && failures.size === 0) {
      const index = next++;
      try {
        await visit(items[index] as Item);
      } catch (error) {
        failures.set(index, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(VISITS_AT_ONCE, items.length) }, worker));
  if (failures.size > 0) throw failures.get(Math.min(...failures.keys()));
}
