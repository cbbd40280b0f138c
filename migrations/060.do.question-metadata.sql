-- What the sync (server/questions/sync.ts) keeps of each question beside its texts: how hard it is
-- (the scheduler spreads it), the answer's main club and LaLiga seasons, the public sources that
-- support it, and whether it is retired (kept for the days that had it, never scheduled again).
alter table questions
  add column dificultad smallint check (dificultad between 1 and 3),
  add column club text,
  add column era_desde smallint,
  add column era_hasta smallint,
  add column fuentes text[] not null default '{}',
  add column retirada boolean not null default false;
