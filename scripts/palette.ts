// `npm run palette -- <images...> [--k 6] [--seed 1] [--write <movie_id>]`
// Measures a film's palette from stills or frames so a curator can replace a curated palette.
// Decodes with sharp; the extraction (letterbox bars cut, OKLab k-means with a fixed seed) is the
// shared one in src/core/colour/extractPalette.ts, the same the photo match runs in the browser.
// It prints the colours by share. With --write, the film's record in supabase/seed/films.jsonl
// gets the palette (palette_source "extracted", with the shares).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { extractPalette, type Frame } from '../src/core/colour/extractPalette';

/** Decodes an image into RGB, scaled down so a frame costs the same whatever its resolution. */
export async function decodeFrame(file: string): Promise<Frame> {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      k: { type: 'string', default: '6' },
      seed: { type: 'string', default: '1' },
      write: { type: 'string' },
    },
  });
  const k = Number(values.k);
  if (positionals.length === 0 || !Number.isInteger(k) || k < 5 || k > 8) {
    console.error(
      'usage: npm run palette -- <images...> [--k 5..8] [--seed N] [--write <movie_id>]',
    );
    process.exit(2);
  }
  const frames = await Promise.all(positionals.map(decodeFrame));
  const palette = extractPalette(frames, k, Number(values.seed));
  palette.hex_codes.forEach((hex, i) =>
    console.log(`${hex}  ${(palette.palette_shares[i]! * 100).toFixed(1)}%`),
  );
  console.log(JSON.stringify(palette));

  if (values.write) {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const file = path.join(root, 'supabase/seed/films.jsonl');
    let found = false;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => {
        if (line.trim() === '') return line;
        const rec = JSON.parse(line) as Record<string, unknown>;
        if (rec.movie_id !== values.write) return line;
        found = true;
        return JSON.stringify({
          ...rec,
          hex_codes: palette.hex_codes,
          palette_source: 'extracted',
          palette_shares: palette.palette_shares,
        });
      });
    if (!found) {
      console.error(`no film with movie_id ${values.write} in ${file}`);
      process.exit(1);
    }
    writeFileSync(file, lines.join('\n'));
    console.log(`wrote the palette of ${values.write}; run npm run archive:check`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main();
