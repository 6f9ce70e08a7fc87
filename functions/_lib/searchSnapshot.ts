// The saved search index the functions load at cold start instead of reading every row and
// building (docs/architecture.md#search-snapshots). `npm run build` writes it for the bundled
// archive; it is used only when the database's archive has the same fingerprint.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fingerprintText } from '../../src/core/search/index';
import type { FilmRecord } from '../../src/core/search/index';

export const SNAPSHOT_NAME = 'search-index.bin';

/** SHA-256 (hex) of the rows' fingerprint text: what `archive_fingerprint()` answers for them. */
export function archiveFingerprint(rows: readonly FilmRecord[]): string {
  return createHash('sha256').update(fingerprintText(rows), 'utf8').digest('hex');
}

/** SEARCH_SNAPSHOT_FILE, else dist/search-index.bin under the working directory. */
export function snapshotFile(): string {
  return process.env.SEARCH_SNAPSHOT_FILE || path.resolve('dist', SNAPSHOT_NAME);
}

/** The snapshot's bytes, or null when there is none (SEARCH_SNAPSHOT_FILE=off: never one). */
export async function readSnapshotFile(): Promise<Uint8Array | null> {
  if (process.env.SEARCH_SNAPSHOT_FILE === 'off') return null;
  try {
    return new Uint8Array(await readFile(snapshotFile()));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
