// Test files of one project share their worker (isolate: false in vitest.config.ts), so a file that
// sets process.env must put it back: the next file would otherwise start with its values.
import { afterAll } from 'vitest';

/** Restores process.env, as it was when this was called, after the file's tests. */
export function restoreEnvAfterAll(): void {
  const saved = { ...process.env };
  afterAll(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });
}
