// supabase/seed.sql (what the Supabase CLI loads) must be what `npm run seed:sql` makes of the
// archive today: editing films.jsonl, or the seed loader's columns, without regenerating fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filmColumns } from '../../../../server/db/seed';
import { seedFile } from '../../../../server/paths';
import { seedSql, seedSqlFile } from '../../../../scripts/seedSql';

describe('supabase/seed.sql', () => {
  it('is generated from the current films.jsonl (run `npm run seed:sql` if this fails)', () => {
    expect(readFileSync(seedSqlFile, 'utf8')).toBe(seedSql(readFileSync(seedFile, 'utf8')));
  });

  it('carries every column the seed loader knows, and a changed film changes it', () => {
    const line = JSON.stringify({ movie_id: 'x-1999', movie_title: 'X', hex_codes: ['#112233'] });
    const sql = seedSql(line);
    expect(sql).toContain(`(${filmColumns.join(', ')})`);
    for (const c of filmColumns.slice(1)) expect(sql).toContain(`${c} = excluded.${c}`);
    expect(sql).toContain('"hex_codes":"#112233"');
    expect(seedSql(line.replace('"X"', '"Y"'))).not.toBe(sql);
  });
});
