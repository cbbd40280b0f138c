-- The leaderboards' functions, triggers and read indexes: their current, whole definitions. A position is 1 + the
-- players ahead, counted from leaderboard_counts (players per band of each ranking) and an index range
-- of the player's own band. Change them here, then `npm run projections:sql -- <name>` writes the
-- migration that applies this file again (docs/architecture.md, "A projection's SQL").

-- A daily band: 5-point bands for scores above 0, and the 0s (losses) banded by time, 10 s each, below
-- every score (the daily order is score, then time).
create or replace function daily_band(score int, seconds int) returns int
  language sql immutable parallel safe
  return case when score > 0 then score / 5 else -1 - seconds / 10 end;

-- Adds to the players per band. Each band is spread over 16 rows by player (shard = user_id % 16), so
-- winners do not queue on one row; a count is the sum over a band's shards. The key order is the order
-- every transaction updates these rows in, so they never deadlock.
create or replace function leaderboard_counts_add(fechas date[], periodos text[], tramos int[], users int[], deltas int[]) returns void
language sql as $$
  insert into leaderboard_counts (fecha, periodo, tramo, shard, jugadores)
  select fecha, periodo, tramo, user_id % 16, sum(delta)
    from unnest(fechas, periodos, tramos, users, deltas) as d(fecha, periodo, tramo, user_id, delta)
   group by fecha, periodo, tramo, user_id % 16
  having sum(delta) <> 0
   order by fecha, periodo, tramo, user_id % 16
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = leaderboard_counts.jugadores + excluded.jugadores
$$;

-- Daily bands follow player_days whoever writes it (the game's projection, a rebuild, a verdict, an
-- account deletion). A ranked row's band as one plain upsert (PL/pgSQL keeps its plan); an anonymous
-- or past-day play costs nothing here.
create or replace function player_days_count_insert() returns trigger language plpgsql as $$
begin
  insert into leaderboard_counts as c (fecha, periodo, tramo, shard, jugadores)
  values (new.fecha, 'diario', daily_band(new.score, new.seconds), new.user_id % 16, 1)
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = c.jugadores + 1;
  return null;
end $$;

create or replace trigger player_days_counts_insert after insert on player_days
  for each row when (new.on_day and new.user_id is not null) execute function player_days_count_insert();

-- A fair-play verdict flips player_days.on_day: the play joins or leaves its band.
create or replace function player_days_count_update() returns trigger language plpgsql as $$
begin
  insert into leaderboard_counts as c (fecha, periodo, tramo, shard, jugadores)
  values (new.fecha, 'diario', daily_band(new.score, new.seconds), new.user_id % 16, case when new.on_day then 1 else -1 end)
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = c.jugadores + excluded.jugadores;
  return null;
end $$;

create or replace trigger player_days_counts_update after update of on_day on player_days
  for each row when (old.on_day is distinct from new.on_day and new.user_id is not null)
  execute function player_days_count_update();

-- Deleted rows (an account deletion) give their bands back, all at once.
create or replace function player_days_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(daily_band(score, seconds)),
                                 array_agg(user_id), array_agg(-1))
     from changed where on_day and user_id is not null;
  return null;
end $$;

create or replace trigger player_days_counts_delete after delete on player_days
  referencing old table as changed for each statement execute function player_days_counts();

-- Removed window rows (ended windows, an account deletion's cascade) leave their bands; the
-- projection adds the rows it writes itself (projection.ts).
create or replace function leaderboard_windows_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha_fin), array_agg(periodo), array_agg(tramo), array_agg(user_id), array_agg(-1)) from removed;
  return null;
end $$;

create or replace trigger leaderboard_windows_counts_delete after delete on leaderboard_windows
  referencing old table as removed for each statement execute function leaderboard_windows_counts();

-- The ranking orders, read in index order. Daily: straight from player_days (score, then time, then
-- who finished first), ranked rows only.
create index if not exists player_days_daily_rank on player_days (fecha, score desc, seconds, finished_at, user_id)
  where on_day and user_id is not null;

-- Weekly and monthly: tramo (a 1-point band) is monotonic in score_ponderado, so this is the ranking order.
create index if not exists leaderboard_windows_rank on leaderboard_windows (periodo, fecha_fin, tramo desc, score_ponderado desc, partidas desc, tiempo_promedio, user_id);

-- General (all-time).
create index if not exists ranking_general_rank on ranking_general (puntuacion_total desc, partidas, user_id);
