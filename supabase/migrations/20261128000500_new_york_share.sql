-- How much of a film New York holds (docs/archive.md): 'most' (most of the story is in the five
-- boroughs) or 'part' (a substantial, memorable New York part that is not most of the film; its
-- summary, palette, decades, boroughs and profile describe that part). Search ranks a film mostly
-- in New York above one partly there, other things equal; cards say "Partly in New York".
alter table public.celluloid_film_data
  add column new_york text not null default 'most' check (new_york in ('most', 'part'));

-- The fingerprint covers the new field too (src/core/search/archiveFingerprint.ts writes the same
-- text from rows), so a search snapshot never ranks by another archive's shares.
create or replace function public.archive_fingerprint() returns text
language sql stable security invoker set search_path = '' as $$
  select encode(sha256(convert_to(coalesce(string_agg(
    concat_ws(E'\x1f', f.movie_id, f.movie_title, f.year::text, f.aesthetic_summary, f.synopsis,
      f.depicted_decade, f.letterboxd_link, f.hex_codes, coalesce(f.color_mode, ''),
      array_to_string(f.boroughs, ','), array_to_string(f.look_central, ','),
      array_to_string(f.look_present, ','), f.new_york),
    E'\x1e' order by f.movie_id collate "C"), ''), 'UTF8')), 'hex')
  from public.celluloid_film_data f
$$;

revoke all on function public.archive_fingerprint() from public;
grant execute on function public.archive_fingerprint() to anon, authenticated;
