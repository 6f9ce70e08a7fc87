// Splits the word-vector table (src/core/search/semantic/wordVectors.generated.json) into int8 rows
// for the stems the archive's index holds and 4-bit rows for the others (quantise.ts
// packNibbles). `npm run vectors` ends with it; run alone, it re-splits the current table after
// the archive changed (`npx tsx scripts/splitWordVectors.ts`), then check the identical-answers
// test (test/unit/core/search/identicalAnswers.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { buildEngine } from '../src/core/search/engine';
import { decodeWordVectors } from '../src/core/search/semantic/wordVectors';
import { fromBase64, packNibbles, quantise } from '../src/core/search/semantic/quantise';
import { TUNING } from '../src/core/search/tuning';
import { loadSeed } from './searchAnswers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'src/core/search/semantic/wordVectors.generated.json');

interface TableFile {
  dims: number;
  stems: string;
  data: string;
  coarseStems?: string;
  coarse?: string;
}

/** The table with the stems `keep` says in int8, the others in 4 bits. */
export function splitTable(t: TableFile, keep: (stem: string) => boolean): TableFile {
  const decoded = decodeWordVectors(t);
  const stems = [...decoded.rowOf.keys()].sort();
  const fine = stems.filter(keep);
  const coarse = stems.filter((s) => !keep(s));
  // The input's own int8 rows where it has them; a 4-bit row is re-quantised from its decoded
  // unit row (largest component at ±127, so packing it again gives the same nibbles).
  const stored = fromBase64(t.data);
  const storedStems = t.stems ? t.stems.split(' ') : [];
  const storedRow = new Map(storedStems.map((s, i) => [s, i]));
  const rowOf = (s: string, out: Int8Array<ArrayBuffer>, at: number) => {
    const i = storedRow.get(s);
    if (i !== undefined)
      out.set(new Int8Array(stored.buffer, stored.byteOffset + i * t.dims, t.dims), at);
    else
      quantise(
        decoded.rows.subarray(decoded.rowOf.get(s)! * t.dims, (decoded.rowOf.get(s)! + 1) * t.dims),
        out,
        at,
      );
  };
  const fineRows = new Int8Array(t.dims * fine.length);
  fine.forEach((s, i) => rowOf(s, fineRows, i * t.dims));
  const coarseRows = new Int8Array(t.dims * coarse.length);
  coarse.forEach((s, i) => rowOf(s, coarseRows, i * t.dims));
  return {
    dims: t.dims,
    stems: fine.join(' '),
    data: Buffer.from(fineRows.buffer).toString('base64'),
    coarseStems: coarse.join(' '),
    coarse: Buffer.from(packNibbles(coarseRows, t.dims)).toString('base64'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const table = JSON.parse(readFileSync(file, 'utf8')) as TableFile;
  const { films, makers } = loadSeed();
  const index = buildEngine(films, TUNING, makers).text.termId;
  const split = splitTable(table, (s) => index.has(s));
  const json = `${JSON.stringify(split, null, 2)}\n`;
  writeFileSync(file, json);
  const fine = split.stems.split(' ').length;
  const coarse = split.coarseStems ? split.coarseStems.split(' ').length : 0;
  console.log(
    `${fine} stems in int8, ${coarse} in 4 bits -> ${(json.length / 1024).toFixed(0)} KB, ${(brotliCompressSync(json).length / 1024).toFixed(0)} KB brotli`,
  );
}
