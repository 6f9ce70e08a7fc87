// The static file guard: nothing outside the served directory, including a sibling directory whose
// name starts with the served one's (`dist` and `dist-secret`), reached with an encoded separator.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../server/staticFiles';

let root: string;
let site: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mise-static-'));
  site = path.join(root, 'site');
  mkdirSync(site);
  mkdirSync(path.join(root, 'site-secret'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><p>app</p>');
  writeFileSync(path.join(site, 'a.txt'), 'public');
  writeFileSync(path.join(root, 'site-secret', 'key.txt'), 'secret');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (p: string) => serveStatic(site, new Request(`http://localhost${p}`));

describe('static file guard', () => {
  it('serves files inside the directory', async () => {
    expect(await get('/a.txt')!.text()).toBe('public');
  });

  it.each([
    '/..%2Fsite-secret%2Fkey.txt',
    '/%2e%2e%2fsite-secret%2fkey.txt',
    '/..%5Csite-secret%5Ckey.txt',
  ])('refuses a sibling directory sharing the name prefix: %s', async (p) => {
    const res = get(p);
    const text = res ? await res.text() : '';
    expect(text).not.toContain('secret');
  });
});
