// Builds the whole client: the page app (Vite, with its web workers), the search snapshot of the
// bundled archive (search-index.bin, for the offline worker and the functions), then the service
// worker (a library-mode Vite build of sw/sw.ts) with Workbox's precache manifest injected.
// Used by `npm run build` (Netlify) and by the local server before it serves dist/.
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SNAPSHOT_NAME } from '../functions/_lib/searchSnapshot';
import { writeSearchSnapshot } from './searchSnapshot';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ClientEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_STRIPE_PUBLISHABLE_KEY?: string;
  VITE_CONTACT_EMAIL?: string;
}

/** Builds into `outDir` (default dist/). Values in `env` override process.env for the client. */
export async function buildClient(
  opts: { env?: ClientEnv; outDir?: string; quiet?: boolean } = {},
) {
  const outDir = opts.outDir ?? path.join(root, 'dist');
  for (const [k, v] of Object.entries(opts.env ?? {})) if (v !== undefined) process.env[k] = v;
  const logLevel = opts.quiet ? 'warn' : 'info';

  // mode 'production' even under vitest (NODE_ENV=test), so test builds are the shipped build.
  await build({
    root,
    logLevel,
    mode: 'production',
    configFile: path.join(root, 'vite.config.ts'),
    build: { outDir, emptyOutDir: true },
  });
  const snapshot = writeSearchSnapshot(path.join(outDir, SNAPSHOT_NAME));
  if (!opts.quiet)
    console.log(
      `search snapshot: ${snapshot.films} films, ${(snapshot.bytes / 1024).toFixed(0)} KiB`,
    );
  await build({
    root,
    logLevel,
    mode: 'production',
    configFile: false,
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, 'sw/sw.ts'), formats: ['es'], fileName: () => 'sw.js' },
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(outDir, 'sw.js'),
    swDest: path.join(outDir, 'sw.js'),
    globDirectory: outDir,
    // The search snapshot (search-index.bin) is the functions' alone: the offline worker builds its
    // index from the archive slice instead of downloading 1.7 MB (docs/architecture.md).
    // The PNG icons are the manifest's and the home screen's: a browser fetches them to install
    // the app, online; the page itself shows the SVG icon (precached). 35 KB and four round trips.
    globPatterns: ['**/*.{html,js,css,svg,woff2,webmanifest,json}'],
    globIgnores: ['sw.js'],
    // Hashed files are fetched by their plain URL, so those the page has just loaded come from the
    // browser's HTTP cache instead of a second download (Workbox adds a revision query otherwise).
    dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8}\.\w+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Largest first: the service worker installs its list a few files at a time in this order
    // (sw/precacheInParallel.ts), so the search worker's script (over half the bytes) starts at
    // once and the smaller files fill the other lanes, instead of starting it seconds later
    // behind dozens of round trips (docs/architecture.md, "What a first visit downloads").
    manifestTransforms: [
      (entries) => ({ manifest: [...entries].sort((a, b) => b.size - a.size), warnings: [] }),
    ],
  });
  for (const w of warnings) console.warn('workbox:', w);
  if (!opts.quiet)
    console.log(`service worker: precaching ${count} files, ${(size / 1024).toFixed(0)} KiB`);
  return { outDir };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildClient({
    env: {
      VITE_SUPABASE_URL: process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY,
      VITE_STRIPE_PUBLISHABLE_KEY:
        process.env.STRIPE_PUBLISHABLE_KEY ?? process.env.VITE_STRIPE_PUBLISHABLE_KEY,
      VITE_CONTACT_EMAIL: process.env.CONTACT_EMAIL ?? process.env.VITE_CONTACT_EMAIL,
    },
  });
}
