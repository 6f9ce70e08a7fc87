// `npm run bench`: runs every bench/*.bench.ts in turn, each in its own process so one area's
// memory and JIT state do not colour another's figures. `npm run bench -- search` runs the files
// whose name contains "search". Each file prints its own table of medians and ratios.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Words before the first flag choose the files; the flags (`-- offline --before <tree> --runs 3`)
// are handed to each file.
const args = process.argv.slice(2);
const firstFlag = args.findIndex((a) => a.startsWith('--'));
const filter = firstFlag < 0 ? args : args.slice(0, firstFlag);
const flags = firstFlag < 0 ? [] : args.slice(firstFlag);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((w) => f.includes(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', path.join(here, file), ...flags],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) failed += 1;
}
if (files.length === 0) console.log('no benchmarks matched');
process.exit(failed === 0 ? 0 : 1);
