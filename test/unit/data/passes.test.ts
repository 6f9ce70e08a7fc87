// Films passed on this device (docs/taste.md), in the local meta table (fake-indexeddb): remembered
// for the tuning's passDays, newest first, a pass taken back is forgotten, and the outbox (what is
// synced) never sees one.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDb } from '../../../src/data/db';
import { PASSES_MAX, forgetPass, recentPasses, recordPass } from '../../../src/data/taste/passes';
import { TUNING } from '../../../src/core/search/tuning';

const DAY = 86_400_000;
let n = 0;
const dbs: MiseDb[] = [];
function freshDb() {
  const db = new MiseDb(`passes-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('passes on this device', () => {
  it('are remembered newest first, for passDays only, and never queued to sync', async () => {
    const db = freshDb();
    const now = Date.parse('2026-11-28T12:00:00Z');
    const days = TUNING.taste.passDays;
    await recordPass('old', now - (days + 1) * DAY, db);
    await recordPass('a', now - 2 * DAY, db);
    await recordPass('b', now - DAY, db);
    expect(await recentPasses(now, db)).toEqual(['b', 'a']);
    expect(await recentPasses(now + (days - 1) * DAY, db)).toEqual(['b']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('forgets a pass taken back, and a pass again moves to the front', async () => {
    const db = freshDb();
    const now = Date.now();
    await recordPass('a', now - 3000, db);
    await recordPass('b', now - 2000, db);
    await forgetPass('b', db);
    expect(await recentPasses(now, db)).toEqual(['a']);
    await recordPass('b', now - 1000, db);
    await recordPass('a', now, db);
    expect(await recentPasses(now, db)).toEqual(['a', 'b']);
  });

  it('keeps at most PASSES_MAX, the newest', async () => {
    const db = freshDb();
    const now = Date.now();
    for (let i = 0; i <= PASSES_MAX; i += 1) await recordPass(`f${i}`, now - (PASSES_MAX - i), db);
    const kept = await recentPasses(now, db);
    expect(kept).toHaveLength(PASSES_MAX);
    expect(kept[0]).toBe(`f${PASSES_MAX}`);
    expect(kept).not.toContain('f0');
  });
});
