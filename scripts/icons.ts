// Renders the PWA icons (PNG) from the SVG art in public/icons with sharp: 192 and 512 px "any"
// icons, a 512 px maskable icon (the mark inside the 80 % safe zone) and the Apple touch icon.
// Run `npx tsx scripts/icons.ts` after changing the SVGs; the PNGs are committed.
import sharp from 'sharp';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

const jobs: [string, string, number][] = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

for (const [src, out, size] of jobs) {
  await sharp(path.join(dir, src), { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, out));
  console.log(`icons: ${out} (${size}px)`);
}
