// A search workload to profile, not a benchmark (`npm run bench` runs only *.bench.ts): loads the
// snapshot of a synthetic archive (bench/syntheticArchive.ts, built and saved in the system's
// temporary directory the first time) and runs one query type, or all, a few hundred times, as
// the search bench does. Where the time goes comes from a CPU profile of it, e.g.
//   node --expose-gc --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/searchProfile.ts vibe 300
// (arguments: vibe | keywords | colour | palette | load | all, runs, films; defaults all 300 100000).
// Printed: CPU ms of each load and p50 / p95 CPU ms per query type.
import filmMakers from '../supabase/seed/film-makers.json';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineSnapshot, loadSearchIndex } from '../src/core/search/index';
import type { SearchIndex } from '../src/core/search/index';
import { buildEngine } from '../src/core/search/engine';
import { TUNING } from '../src/core/search/tuning';
import { benchQueries, syntheticArchive } from './syntheticArchive';

const KINDS = ['vibe', 'keywords', 'colour', 'palette'] as const;
const [kind = 'all', runsArg = '300', filmsArg = '100000'] = process.argv.slice(2);
const runs = Number(runsArg);
const n = Number(filmsArg);
if (![...KINDS, 'load', 'all'].includes(kind) || !(runs > 0) || !(n > 0)) {
  console.error('usage: searchProfile.ts [vibe|keywords|colour|palette|load|all] [runs] [films]');
  process.exit(2);
}
const films = syntheticArchive(n);
const file = path.join(os.tmpdir(), `mise-search-profile-${n}.bin`);
const cpuMs = (from: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

function load(bytes: Uint8Array): SearchIndex | Error {
  return loadSearchIndex(bytes, 'profile', { makers: filmMakers });
}

/** The saved snapshot, or a new one when there is none or it was saved by other engine code. */
function snapshot(): Uint8Array {
  const saved = existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
  if (saved && !(load(saved) instanceof Error)) return saved;
  const made = engineSnapshot(buildEngine(films, TUNING, filmMakers), 'profile');
  writeFileSync(file, made);
  return made;
}
const bytes = snapshot();
const loads: number[] = [];
let index: SearchIndex | Error = new Error('not loaded');
for (let i = 0; i < (kind === 'load' ? runs : 1); i++) {
  gc();
  const c = process.cpuUsage();
  index = load(bytes);
  loads.push(cpuMs(c));
}
if (index instanceof Error) throw index;
const ix = index;
console.log(`${n} films, load CPU ms: ${loads.map((x) => x.toFixed(0)).join(' ')}`);

const { vibes, keywordSets, colours } = benchQueries;
const query: Record<(typeof KINDS)[number], (i: number) => unknown> = {
  vibe: (i) => ix.vibe(vibes[i % vibes.length]!, 10),
  keywords: (i) => ix.words(keywordSets[i % keywordSets.length]!),
  colour: (i) => ix.color(colours[i % colours.length]!),
  palette: (i) => ix.palette({ movieId: films[(i * 7919) % n]!.movie_id }),
};
for (const k of kind === 'all' ? KINDS : KINDS.filter((x) => x === kind)) {
  // Warmed as the bench warms, so the profile shows steady-state cost.
  for (let i = 0; i < Math.min(50, Math.ceil(runs / 2)); i++) query[k](i);
  gc();
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    query[k](i);
    cpu.push(cpuMs(c));
  }
  cpu.sort((a, b) => a - b);
  const at = (p: number): string => cpu[Math.min(runs - 1, Math.floor(runs * p))]!.toFixed(2);
  console.log(`${k.padEnd(9)} CPU ms p50 ${at(0.5)} p95 ${at(0.95)}`);
}
