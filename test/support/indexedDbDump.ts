// A whole IndexedDB database as JSON and back: its version, each object store's key path, indexes
// and records. The old-device fixtures (test/fixtures/oldDevices) are written with it from an
// earlier release's own code and restored before today's code opens them, so what today's Dexie
// meets is exactly what that release left on disk (its schema version, its rows' shapes).
// Values must be JSON (the data layer stores strings, numbers, booleans, arrays and objects).

export interface StoreDump {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
  /** [key, value] pairs in key order; the key matters for stores without a key path. */
  records: [IDBValidKey, unknown][];
}

export interface DatabaseDump {
  /** The IndexedDB version (Dexie stores version(n) as n * 10). */
  version: number;
  stores: StoreDump[];
}

const done = (r: IDBRequest) =>
  new Promise<void>((resolve, reject) => {
    r.onsuccess = () => resolve();
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });

function open(name: string, version?: number, upgrade?: (db: IDBDatabase) => void) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const r = version === undefined ? indexedDB.open(name) : indexedDB.open(name, version);
    r.onupgradeneeded = () => upgrade?.(r.result);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error(`could not open ${name}`));
    r.onblocked = () => reject(new Error(`opening ${name} is blocked by another connection`));
  });
}

const keyPathOf = (k: string | string[] | null): string | string[] | null =>
  k === null || typeof k === 'string' ? k : [...k];

/** Reads every store of the database `name` (which must exist). */
export async function dumpDatabase(name: string): Promise<DatabaseDump> {
  const db = await open(name);
  try {
    const names = [...db.objectStoreNames].sort();
    const tx = db.transaction(names, 'readonly');
    const stores: StoreDump[] = [];
    for (const n of names) {
      const s = tx.objectStore(n);
      const keys = s.getAllKeys();
      const values = s.getAll();
      await Promise.all([done(keys), done(values)]);
      stores.push({
        name: n,
        keyPath: keyPathOf(s.keyPath),
        autoIncrement: s.autoIncrement,
        indexes: [...s.indexNames].sort().map((i) => {
          const idx = s.index(i);
          return {
            name: i,
            keyPath: keyPathOf(idx.keyPath)!,
            unique: idx.unique,
            multiEntry: idx.multiEntry,
          };
        }),
        records: (keys.result as IDBValidKey[]).map((k, i) => [k, (values.result as unknown[])[i]]),
      });
    }
    return { version: db.version, stores };
  } finally {
    db.close();
  }
}

/** Creates the database `name` (deleting any of that name) exactly as `dump` describes it. */
export async function restoreDatabase(name: string, dump: DatabaseDump): Promise<void> {
  await done(indexedDB.deleteDatabase(name));
  const db = await open(name, dump.version, (d) => {
    for (const s of dump.stores) {
      const store = d.createObjectStore(s.name, {
        keyPath: s.keyPath ?? undefined,
        autoIncrement: s.autoIncrement,
      });
      for (const i of s.indexes)
        store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
    }
  });
  try {
    const tx = db.transaction(
      dump.stores.map((s) => s.name),
      'readwrite',
    );
    for (const s of dump.stores) {
      const store = tx.objectStore(s.name);
      for (const [key, value] of s.records) store.put(value, s.keyPath === null ? key : undefined);
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('restoring the fixture failed'));
    });
  } finally {
    db.close();
  }
}
