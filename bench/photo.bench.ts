// Photo match speed in Chromium (not Node): a generated 12-megapixel JPEG (4000×3000, blocks of
// colour under noise and a light gradient, like a photo the JPEG encoder cannot shrink to nothing)
// is read by the product's photo worker on a small page built with Vite. Reports the median and
// p95 from handing the file to the worker until its palette arrives (target: under 300 ms), and
// the main thread's longest task (target: none over 50 ms). docs/photo.md.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { DESKTOP, launchBrowser } from '../test/support/browser';
import { serveStatic } from '../test/support/staticServer';
import type { PhotoBenchResult } from './photo/main';

const RUNS = 15;
const TARGET_MS = 300;
const LONG_TASK_MS = 50;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A photo-like picture: six colour blocks, a vertical light falloff and pixel noise. */
async function photoJpeg(): Promise<Buffer> {
  const colours = [
    [27, 58, 92],
    [217, 164, 65],
    [140, 47, 27],
    [232, 220, 196],
    [46, 111, 115],
    [107, 91, 149],
  ];
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5) * 24;
  for (let y = 0; y < HEIGHT; y++) {
    const light = 0.85 + 0.15 * (1 - y / HEIGHT);
    for (let x = 0; x < WIDTH; x++) {
      const c = colours[Math.floor((x / WIDTH) * 3) + (y < HEIGHT / 2 ? 0 : 3)]!;
      const i = (y * WIDTH + x) * 3;
      for (let k = 0; k < 3; k++)
        data[i + k] = Math.max(0, Math.min(255, Math.round(c[k]! * light + noise())));
    }
  }
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const out = await mkdtemp(path.join(tmpdir(), 'mise-bench-photo-'));
await build({
  configFile: false,
  root: path.join(here, 'photo'),
  logLevel: 'error',
  worker: { format: 'es' },
  build: { outDir: out, emptyOutDir: true, target: 'es2022' },
});
const jpeg = await photoJpeg();
await writeFile(path.join(out, 'photo.jpg'), jpeg);
const server = await serveStatic(out);
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext(DESKTOP)).newPage();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => 'benchPhoto' in window);
  const result = await page.evaluate(
    ([url, runs]) =>
      (
        window as unknown as {
          benchPhoto: (u: string, n: number) => Promise<PhotoBenchResult>;
        }
      ).benchPhoto(url, runs),
    ['/photo.jpg', RUNS] as const,
  );
  const ms = result.runs.map((r) => r.ms);
  const worker = result.runs.map((r) => r.workerMs);
  const longest = Math.max(0, ...result.longTasks);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `photo ${result.cold.width}×${result.cold.height} JPEG, ${(jpeg.length / 1e6).toFixed(1)} MB, ${result.cold.colours} colours; ${RUNS} runs after one cold run`,
  );
  console.table({
    'file to palette': { median: f(pct(ms, 50)), p95: f(pct(ms, 95)), max: f(Math.max(...ms)) },
    'inside the worker': {
      median: f(pct(worker, 50)),
      p95: f(pct(worker, 95)),
      max: f(Math.max(...worker)),
    },
    ...Object.fromEntries(
      (['decode', 'downscale', 'extract'] as const).map((step) => {
        const xs = result.runs.map((r) => r.steps[step]);
        return [
          `  ${step}`,
          { median: f(pct(xs, 50)), p95: f(pct(xs, 95)), max: f(Math.max(...xs)) },
        ];
      }),
    ),
  });
  console.log(`cold first run (worker start included): ${f(result.cold.ms)}`);
  console.log(
    `main thread: ${result.longTasks.length} long tasks (≥ 50 ms), longest ${f(longest)}; largest gap between 5 ms timer ticks ${f(result.maxTickGap)}`,
  );
  const ok = pct(ms, 50) < TARGET_MS && longest <= LONG_TASK_MS;
  console.log(
    ok
      ? `ok: median under ${TARGET_MS} ms, no main-thread task over ${LONG_TASK_MS} ms`
      : `MISSED: target median under ${TARGET_MS} ms and no main-thread task over ${LONG_TASK_MS} ms`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  await rm(out, { recursive: true, force: true });
}
