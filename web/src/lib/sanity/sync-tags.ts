/**
 * Which sync tags each piece of loaded content carries. The content client records a
 * query's tags on its result (and the objects inside it, two levels down: loaders often
 * return `{ page: data.page }`); the live layer reads them back from a route match's
 * loader data to decide whether a live event concerns that match.
 */
const tagsByObject = new WeakMap<object, readonly string[]>();

const DEPTH = 2;

function forEachObject(value: unknown, depth: number, visit: (object: object) => void): void {
  if (typeof value !== "object" || value === null) return;
  visit(value);
  if (depth === 0) return;
  for (const child of Array.isArray(value) ? value : Object.values(value))
    forEachObject(child, depth - 1, visit);
}

export function recordSyncTags(result: unknown, tags: readonly string[]): void {
  forEachObject(result, DEPTH, (object) => {
    if (!tagsByObject.has(object)) tagsByObject.set(object, tags);
  });
}

/**
 * The tags of what a loader returned, or undefined when none of it came from a query seen
 * in this page load (content the prerendered HTML carried): its tags are unknown.
 */
export function syncTagsOf(loaderData: unknown): Set<string> | undefined {
  let found: Set<string> | undefined;
  forEachObject(loaderData, DEPTH, (object) => {
    const tags = tagsByObject.get(object);
    if (!tags) return;
    found ??= new Set();
    for (const tag of tags) found.add(tag);
  });
  return found;
}

/** Whether content with `tags` (undefined: unknown) may have changed with `changed`. */
export function isAffected(tags: Set<string> | undefined, changed: ReadonlySet<string>): boolean {
  if (!tags) return true;
  for (const tag of changed) if (tags.has(tag)) return true;
  return false;
}
