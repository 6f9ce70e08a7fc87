// The archive loads on first start and reads back whole through supabase-js; the remote seeding
// script (service-role upsert, used after `supabase db push`) restores it on a Supabase-compatible API.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmColumns, parseFilmsJsonl } from '../../../server/db/seed';
import { seedFile } from '../../../server/paths';
import { seedArchive } from '../../../scripts/seedRemote';
import { startTestBackend, type TestBackend } from '../../support/backend';

const fields = filmColumns;

describe('film archive seed', () => {
  let backend: TestBackend;
  const rows = parseFilmsJsonl(readFileSync(seedFile, 'utf8'));
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => backend?.close());

  it('serves every film with every field filled to an anonymous REST select', async () => {
    const { data, error, count } = await backend
      .client()
      .from('celluloid_film_data')
      .select(fields.join(','), { count: 'exact' })
      .order('movie_id');
    expect(error).toBeNull();
    expect(count).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(218);
    for (const film of (data ?? []) as unknown as Record<string, unknown>[])
      for (const f of fields) expect(film[f], `${String(film.movie_id)}.${f}`).toBeTruthy();
  });

  it('re-seeds through the service-role key after the table was emptied', async () => {
    const admin = backend.client({ serviceRole: true });
    const del = await admin.from('celluloid_film_data').delete().neq('movie_id', '');
    expect(del.error).toBeNull();
    expect(
      (await admin.from('celluloid_film_data').select('movie_id', { count: 'exact', head: true }))
        .count,
    ).toBe(0);
    expect(await seedArchive(admin, rows)).toBe(rows.length);
    const after = await backend
      .client()
      .from('celluloid_film_data')
      .select('hex_codes')
      .eq('movie_id', 'taxi-driver-1976')
      .single();
    expect(after.data?.hex_codes).toMatch(/^#[0-9A-F]{6}(,#[0-9A-F]{6}){4,7}$/);
  });

  it('refuses archive writes from the anon key', async () => {
    const { error } = await backend
      .client()
      .from('celluloid_film_data')
      .delete()
      .eq('movie_id', 'taxi-driver-1976');
    expect(error).not.toBeNull();
  });
});
