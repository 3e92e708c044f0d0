/** Which documents a value references strongly: what a deletion must not leave dangling. */
import { isRecord } from "../core/json";

/** Ids this value references strongly (cross-dataset and global references excluded). */
export function strongReferences(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) strongReferences(item, out);
  } else if (isRecord(value)) {
    if (
      typeof value._ref === "string" &&
      value._weak !== true &&
      value._dataset === undefined &&
      value._projectId === undefined
    ) {
      out.add(value._ref);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== "_ref" && typeof child === "object" && child !== null) {
        strongReferences(child, out);
      }
    }
  }
  return out;
}
