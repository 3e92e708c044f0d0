/**
 * Whether Firebase Auth has a signed-in user stored in this browser, read
 * without downloading the SDK (~100 KB gzip): Auth keeps the user under
 * `firebase:authUser:<apiKey>:[DEFAULT]` in the IndexedDB database
 * `firebaseLocalStorageDb` (indexedDBLocalPersistence) or, where IndexedDB is
 * unusable, in localStorage (browserLocalPersistence): the two persistences
 * lib/firebase/auth.ts asks for.
 *
 * Why: a member form only needs Firebase early when a member may be signed in
 * already (then it hands them to the dashboard); for everyone else it loads when
 * they start the form. `undefined` means "cannot tell" (no `indexedDB.databases`,
 * a blocked database): callers then load Firebase as if there were a session.
 */
const DATABASE = "firebaseLocalStorageDb";
const STORE = "firebaseLocalStorage";

export async function hasStoredAuthSession(apiKey: string): Promise<boolean | undefined> {
  const key = `firebase:authUser:${apiKey}:[DEFAULT]`;
  try {
    if (window.localStorage.getItem(key) !== null) return true;
  } catch {
    // Storage disabled: IndexedDB may still answer.
  }
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") {
    return undefined;
  }
  try {
    // Listed first: opening a database that does not exist would create it.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === DATABASE)) return false;
    return await storedUser(key);
  } catch {
    return undefined;
  }
}

function storedUser(key: string): Promise<boolean | undefined> {
  return new Promise((resolve) => {
    const opening = indexedDB.open(DATABASE);
    opening.onerror = () => resolve(undefined);
    opening.onblocked = () => resolve(undefined);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const reading = db.transaction(STORE, "readonly").objectStore(STORE).get(key);
      reading.onsuccess = () => {
        db.close();
        resolve(reading.result !== undefined);
      };
      reading.onerror = () => {
        db.close();
        resolve(undefined);
      };
    };
  });
}
