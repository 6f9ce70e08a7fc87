// Regenerates the intro's static shell in index.html from what the app really renders on "/"
// (builds the client, renders it in Chromium, copies the markup; React hydrates it on load). Run after changing the intro,
// the top bar or the footer: `npx tsx scripts/introShell.ts`. An e2e test checks they match.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient } from './build';
import { launchBrowser } from '../test/support/browser';
import { serveStatic } from '../test/support/staticServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexHtml = path.join(root, 'index.html');
const dist = path.join(tmpdir(), `mise-intro-shell-${process.pid}`);

await buildClient({ outDir: dist, quiet: true, env: { VITE_SUPABASE_ANON_KEY: 'shell' } });
const server = await serveStatic(dist);
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  // Render without the old shell, so the markup is React's own.
  await page.route('**/', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(/<template id="intro-shell">[\s\S]*?<\/template>/, '');
    await route.fulfill({ response: res, body });
  });
  await page.goto(`${server.url}/`);
  await page.locator('.intro-hint').waitFor();
  const markup = await page.evaluate(() => {
    const app = document.querySelector('#root > .app')!.cloneNode(true) as HTMLElement;
    app.querySelector('.menu-root')?.remove(); // hidden until opened: React adds it
    // The route renders inside a <Suspense>: hydration expects the markers React's server
    // renderer writes around a boundary's content, or it throws the shell away and re-renders.
    const main = app.querySelector('main')!;
    main.innerHTML = `<!--$-->${main.innerHTML}<!--/$-->`;
    return app.outerHTML;
  });
  const html = await readFile(indexHtml, 'utf8');
  const next = html.replace(
    /<template id="intro-shell">[\s\S]*?<\/template>/,
    () => `<template id="intro-shell">${markup}</template>`,
  );
  if (next === html) console.log('intro shell: already up to date');
  else {
    await writeFile(indexHtml, next);
    console.log('intro shell: index.html updated');
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dist, { recursive: true, force: true });
}
