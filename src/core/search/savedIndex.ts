// The offline worker's index: a saved snapshot when it was built from exactly the films the worker
// was handed (same fingerprint), else built from those films, and then saved (when the caller can
// save) so the next cold start loads instead of building. The caller supplies the I/O (reading and
// saving the snapshot, hashing), so the choice itself stays pure and testable.
import { fingerprintText } from './archiveFingerprint';
import { engineSnapshot, loadSearchIndex, searchIndexOf } from './index';
import type { BuildOption, SearchIndexOptions } from './index';
import { buildEngine } from './engine';
import { withTuning } from './tuning';
import type { FilmRecord, SearchIndex } from './types';

/** Where the offline worker keeps the index it built (Cache Storage, on the device only). */
export const DEVICE_INDEX = {
  cache: 'mise-search-index',
  key: '/search-index.device.bin',
} as const;

/**
 * A script's URL when its file name carries a content hash (`assets/search.worker-<hash>.js` in a
 * production build), else '' (a dev server serves modules unhashed): the identity under which a
 * saved index may skip the probe (index.ts `loadSearchIndex`).
 */
export function buildOf(url: string): string {
  const bare = url.split(/[?#]/)[0]!;
  return /-[A-Za-z0-9_-]{8,}\.js$/.test(bare) ? bare : '';
}

export interface SavedIndexDeps {
  /** The snapshot's bytes, or null when there is none (a failed read counts as none). */
  snapshot(): Promise<Uint8Array | null>;
  /** SHA-256 of the text's UTF-8, as lower-case hex. */
  sha256Hex(text: string): Promise<string>;
  /** Keeps the snapshot of an index built from rows for the next start (a failure is ignored). */
  save?(bytes: Uint8Array): Promise<void>;
}

export interface IndexChoice {
  index: SearchIndex;
  from: 'snapshot' | 'rows';
  /** Why the snapshot was not used. */
  reason?: string;
  /** Whether the index built from rows was saved (`deps.save`). */
  saved?: boolean;
}

/**
 * The saved index when it was saved for the archive version `version` (the version the page's
 * cache holds its films under: it changes in the same transaction as the films), without reading,
 * sending or hashing the films; null otherwise (the caller then hands over the films, and
 * `indexForFilms` checks the fingerprint). Corrupt bytes, or a snapshot of other engine code, are
 * refused as `loadSearchIndex` refuses them.
 */
export async function savedIndexFor(
  version: string,
  saved: () => Promise<{ bytes: Uint8Array; version: string | null } | null>,
  options: Pick<SearchIndexOptions, 'makers'> & BuildOption = {},
): Promise<SearchIndex | null> {
  if (!version) return null;
  try {
    const found = await saved();
    if (!found || found.version !== version) return null;
    const loaded = loadSearchIndex(found.bytes, undefined, options);
    return loaded instanceof Error ? null : loaded;
  } catch {
    return null;
  }
}

export async function indexForFilms(
  films: readonly FilmRecord[],
  deps: SavedIndexDeps,
  options: Pick<SearchIndexOptions, 'makers'> & BuildOption = {},
): Promise<IndexChoice> {
  let reason = 'no snapshot';
  const fingerprint = await deps.sha256Hex(fingerprintText(films));
  try {
    const bytes = await deps.snapshot();
    if (bytes) {
      const loaded = loadSearchIndex(bytes, fingerprint, options);
      if (!(loaded instanceof Error)) return { index: loaded, from: 'snapshot' };
      reason = loaded.message;
    }
  } catch (err) {
    reason = err instanceof Error ? err.message : String(err);
  }
  const engine = buildEngine(films, withTuning(), options.makers ?? []);
  let saved = false;
  if (deps.save) {
    try {
      await deps.save(engineSnapshot(engine, fingerprint, options.build));
      saved = true;
    } catch {
      // Not saved (storage full or refused): the next start builds again, nothing else changes.
    }
  }
  return { index: searchIndexOf(engine), from: 'rows', reason, saved };
}
