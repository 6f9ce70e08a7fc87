-- Two facts per film that search, cards and grouping use (see docs/archive.md):
-- color_mode is stated per film, never guessed from the palette; boroughs lists where the film
-- mostly takes place, most important first. Rows loaded before this migration keep null / empty
-- until the archive seed fills them.
alter table public.celluloid_film_data
  add column color_mode text check (color_mode in ('colour', 'black-and-white', 'mixed')),
  add column boroughs text[] not null default '{}' check (
    boroughs <@ array['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island']::text[]
    and cardinality(boroughs) <= 5
  );
