// Every web worker of the page is started through src/data/lazyWorker.ts (started on first use,
// ended when idle, every call abortable): a `new Worker(` anywhere in src/ must be the factory
// handed to `lazyWorker(`, and every worker module must have such a starter.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = sources(path.join(root, 'src')).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

describe('workers', () => {
  it('are all started through lazyWorker', () => {
    const starts = files.flatMap(({ file, text }) =>
      [...text.matchAll(/new Worker\(/g)].map((m) => ({ file, at: m.index })),
    );
    expect(starts.length).toBeGreaterThanOrEqual(3);
    for (const { file, at } of starts) {
      if (file === path.join('src', 'data', 'lazyWorker.ts')) continue;
      const text = files.find((f) => f.file === file)!.text;
      // The factory is the argument of a lazyWorker( call a few lines above.
      const before = text.slice(Math.max(0, at - 200), at);
      expect(before, `${file}: new Worker outside lazyWorker`).toMatch(
        /lazyWorker<[^>]*>\(\s*\(\)\s*=>\s*$/,
      );
    }
  });

  it('each worker module has a starter', () => {
    const workers = files.filter(({ file }) => /\.worker\.ts$/.test(file));
    expect(workers.length).toBeGreaterThanOrEqual(3);
    for (const { file } of workers) {
      const name = path.basename(file);
      const starter = files.find(
        ({ text }) => text.includes(`workers/${name}`) && text.includes('lazyWorker<'),
      );
      expect(starter, `${file} has no lazyWorker starter`).toBeDefined();
    }
  });
});
