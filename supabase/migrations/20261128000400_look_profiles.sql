-- Look profiles (docs/look-profiles.md): per film, the values of the look vocabulary
-- (src/core/look/vocabulary.json) that hold for it centrally and those merely present, as
-- "<facet>.<value>" ids. The archive checker refuses ids outside the vocabulary; the database
-- keeps the shape honest. Rows loaded before this migration keep empty lists until the seed fills
-- them.
alter table public.celluloid_film_data
  add column look_central text[] not null default '{}' check (
    array_to_string(look_central, ',') ~ '^([a-z0-9-]+\.[a-z0-9-]+(,|$))*$'
    and cardinality(look_central) <= 40
  ),
  add column look_present text[] not null default '{}' check (
    array_to_string(look_present, ',') ~ '^([a-z0-9-]+\.[a-z0-9-]+(,|$))*$'
    and cardinality(look_present) <= 60
  );

-- The fingerprint now covers the profiles too: a search snapshot carries the profiles it ranks by,
-- so a changed profile must make an older snapshot unusable (src/core/search/archiveFingerprint.ts
-- writes the same text from rows).
create or replace function public.archive_fingerprint() returns text
language sql stable security invoker set search_path = '' as $$
  select encode(sha256(convert_to(coalesce(string_agg(
    concat_ws(E'\x1f', f.movie_id, f.movie_title, f.year::text, f.aesthetic_summary, f.synopsis,
      f.depicted_decade, f.letterboxd_link, f.hex_codes, coalesce(f.color_mode, ''),
      array_to_string(f.boroughs, ','), array_to_string(f.look_central, ','),
      array_to_string(f.look_present, ',')),
    E'\x1e' order by f.movie_id collate "C"), ''), 'UTF8')), 'hex')
  from public.celluloid_film_data f
$$;

revoke all on function public.archive_fingerprint() from public;
grant execute on function public.archive_fingerprint() to anon, authenticated;
