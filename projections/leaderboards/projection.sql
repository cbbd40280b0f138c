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

-- An admin's verdict that moves finished plays in or out of the rankings, called by the projection's statement
-- only when it carries one (projection.ts: a statement of finishing plays then holds none of these writes, nor the
-- delete trigger above, which fires for every statement with a DELETE even when it removes nothing). `plays`: the
-- reviewed plays as the statement read them (before its own player_days update); `ends`: the window ends kept on
-- the verdict's day (its day and the next) that hold the play's day, one per period. The player's rows of those
-- ends are written again from their plays, or go when none is left (their bands with them: the delete trigger);
-- the general ranking likewise. The player's other plays are read without the reviewed one and it is added when
-- the verdict ranks it, so whether the statement's player_days update is visible here changes nothing. Rows are
-- taken in key order.
create or replace function leaderboards_review(plays jsonb, ends jsonb) returns void
language sql as $$
  with c as (
    select * from jsonb_to_recordset(plays)
      as c(stream_id text, user_id int, ranked boolean, fecha date, score int, seconds int, won boolean)),
  standing as (
    select c.stream_id, x.fecha, x.score, x.seconds, x.won
      from c cross join lateral (select o.fecha, o.score, o.seconds, o.won from player_days o
                                  where o.user_id = c.user_id and o.on_day and o.stream_id <> c.stream_id
                                 union all select c.fecha, c.score, c.seconds, c.won where c.ranked) x),
  e as (
    select * from jsonb_to_recordset(ends) as e(stream_id text, user_id int, ranked boolean, fecha_fin date, periodo text, dias int)),
  rewindowed as (
    insert into leaderboard_windows (user_id, periodo, fecha_fin, partidas, puntuacion_total, tiempo_total)
    select e.user_id, e.periodo, e.fecha_fin, count(*), sum(x.score), sum(x.seconds)
      from e join standing x on x.stream_id = e.stream_id
     where x.fecha between e.fecha_fin - (e.dias - 1) and e.fecha_fin
     group by 1, 2, 3
     order by 1, 2, 3
    on conflict (user_id, periodo, fecha_fin) do update
      set partidas = excluded.partidas, puntuacion_total = excluded.puntuacion_total, tiempo_total = excluded.tiempo_total
    returning new.user_id, new.fecha_fin, new.periodo, old.tramo as antes, new.tramo as ahora),
  unwindowed as (
    delete from leaderboard_windows w using e
     where w.user_id = e.user_id and w.periodo = e.periodo and w.fecha_fin = e.fecha_fin and not e.ranked
       and not exists (select 1 from player_days o where o.user_id = e.user_id and o.on_day and o.stream_id <> e.stream_id
                          and o.fecha between e.fecha_fin - (e.dias - 1) and e.fecha_fin)),
  regeneral as (
    insert into ranking_general (user_id, partidas, victorias, puntuacion_total, tiempo_total, mejor_puntuacion)
    select c.user_id, count(*), count(*) filter (where x.won), sum(x.score), sum(x.seconds), max(x.score)
      from c join standing x on x.stream_id = c.stream_id
     group by 1
     order by 1
    on conflict (user_id) do update set partidas = excluded.partidas, victorias = excluded.victorias,
      puntuacion_total = excluded.puntuacion_total, tiempo_total = excluded.tiempo_total, mejor_puntuacion = excluded.mejor_puntuacion),
  degeneral as (
    delete from ranking_general g using c
     where g.user_id = c.user_id and not c.ranked
       and not exists (select 1 from player_days o where o.user_id = c.user_id and o.on_day and o.stream_id <> c.stream_id))
  select leaderboard_counts_add(array_agg(m.fecha_fin), array_agg(m.periodo), array_agg(m.tramo), array_agg(m.user_id), array_agg(m.delta))
    from rewindowed w
   cross join lateral (select w.fecha_fin, w.periodo, w.antes as tramo, w.user_id, -1 as delta where w.antes is not null
                       union all select w.fecha_fin, w.periodo, w.ahora, w.user_id, 1) m
$$;

-- The ranking orders, read in index order. Daily: straight from player_days (score, then time, then
-- who finished first), ranked rows only.
create index if not exists player_days_daily_rank on player_days (fecha, score desc, seconds, finished_at, user_id)
  where on_day and user_id is not null;

-- Weekly and monthly: tramo (a 1-point band) is monotonic in score_ponderado, so this is the ranking order.
create index if not exists leaderboard_windows_rank on leaderboard_windows (periodo, fecha_fin, tramo desc, score_ponderado desc, partidas desc, tiempo_promedio, user_id);

-- General (all-time).
create index if not exists ranking_general_rank on ranking_general (puntuacion_total desc, partidas, user_id);
