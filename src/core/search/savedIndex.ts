// The offline worker's index: the saved snapshot when it was built from exactly the films the
// worker was handed (same fingerprint), else built from those films. The caller supplies the I/O
// (reading the snapshot, hashing), so the choice itself stays pure and testable.
import { fingerprintText } from './archiveFingerprint';
import { buildSearchIndex, loadSearchIndex } from './index';
import type { SearchIndexOptions } from './index';
import type { FilmRecord, SearchIndex } from './types';

export interface SavedIndexDeps {
  /** The snapshot's bytes, or null when there is none (a failed read counts as none). */
  snapshot(): Promise<Uint8Array | null>;
  /** SHA-256 of the text's UTF-8, as lower-case hex. */
  sha256Hex(text: string): Promise<string>;
}

export interface IndexChoice {
  index: SearchIndex;
  from: 'snapshot' | 'rows';
  /** Why the snapshot was not used. */
  reason?: string;
}

export async function indexForFilms(
  films: readonly FilmRecord[],
  deps: SavedIndexDeps,
  options: Pick<SearchIndexOptions, 'makers'> = {},
): Promise<IndexChoice> {
  let reason = 'no snapshot';
  try {
    const bytes = await deps.snapshot();
    if (bytes) {
      const loaded = loadSearchIndex(bytes, await deps.sha256Hex(fingerprintText(films)), options);
      if (!(loaded instanceof Error)) return { index: loaded, from: 'snapshot' };
      reason = loaded.message;
    }
  } catch (err) {
    reason = err instanceof Error ? err.message : String(err);
  }
  return { index: buildSearchIndex(films, options), from: 'rows', reason };
}
