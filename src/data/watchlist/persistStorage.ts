// Asks the browser, once, to keep our storage when it runs low (navigator.storage.persist()),
// as soon as the watchlist holds something worth keeping.
import { db } from '../db';
import { META, readMeta, writeMeta } from '../meta';

export async function askPersistentStorage(): Promise<void> {
  if (!navigator.storage?.persist) return;
  if (await readMeta<boolean>(db, META.persistAsked)) return;
  await writeMeta(db, META.persistAsked, true);
  try {
    await navigator.storage.persist();
  } catch {
    // Refused or unsupported: the data is still stored, only not protected from eviction.
  }
}
