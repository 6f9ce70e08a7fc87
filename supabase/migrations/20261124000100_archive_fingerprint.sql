-- A fingerprint of the archive's search fields, so a search index saved for one archive (a
-- snapshot, docs/architecture.md#search-snapshots) is used only with that archive. SHA-256 over
-- every film's fields in movie_id byte order; src/core/search/archiveFingerprint.ts writes the same
-- text from rows, and the two must stay in step. Runs as the caller: the archive is public.
create function public.archive_fingerprint() returns text
language sql stable security invoker set search_path = '' as $$
  select encode(sha256(convert_to(coalesce(string_agg(
    concat_ws(E'\x1f', f.movie_id, f.movie_title, f.year::text, f.aesthetic_summary, f.synopsis,
      f.depicted_decade, f.letterboxd_link, f.hex_codes, coalesce(f.color_mode, ''),
      array_to_string(f.boroughs, ',')),
    E'\x1e' order by f.movie_id collate "C"), ''), 'UTF8')), 'hex')
  from public.celluloid_film_data f
$$;

revoke all on function public.archive_fingerprint() from public;
grant execute on function public.archive_fingerprint() to anon, authenticated;
