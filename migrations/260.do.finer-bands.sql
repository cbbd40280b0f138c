-- Finer bands (issue 31, item 3): a position is 1 + the players in the bands above (a sum over
-- leaderboard_counts) + those ahead in the player's own band (an index range, counted entry by
-- entry: ~0.5 µs each). At a million players the 10-point bands held up to 111,000 players (every
-- loss of a day scores 0) and the windows' up to 33,000 (averages over 7 or 30 days crowd around the
-- mean), so a position took up to 24 ms (bench:leaderboard BENCH_EXPLAIN=1). Now:
-- - daily: 5-point bands for scores above 0, and the 0s (losses) banded by time, 10 s each, below
--   every score (the daily order is score, then time): daily_band(score, seconds);
-- - weekly and monthly: 1-point bands of score_ponderado.
-- A band now holds some 3,000 players at a million, and the bands above stay a few thousand rows.
create function daily_band(score int, seconds int) returns int
  language sql immutable parallel safe
  return case when score > 0 then score / 5 else -1 - seconds / 10 end;

create or replace function player_days_count_insert() returns trigger language plpgsql as $$
begin
  insert into leaderboard_counts as c (fecha, periodo, tramo, shard, jugadores)
  values (new.fecha, 'diario', daily_band(new.score, new.seconds), new.user_id % 16, 1)
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = c.jugadores + 1;
  return null;
end $$;

create or replace function player_days_count_update() returns trigger language plpgsql as $$
begin
  insert into leaderboard_counts as c (fecha, periodo, tramo, shard, jugadores)
  values (new.fecha, 'diario', daily_band(new.score, new.seconds), new.user_id % 16, case when new.on_day then 1 else -1 end)
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = c.jugadores + excluded.jugadores;
  return null;
end $$;

create or replace function player_days_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(daily_band(score, seconds)),
                                 array_agg(user_id), array_agg(-1))
     from changed where on_day and user_id is not null;
  return null;
end $$;

-- The windows' band, as a new generated column (PostgreSQL 15 has no SET EXPRESSION); its index goes
-- with the old one and comes back on the new.
alter table leaderboard_windows drop column tramo;
alter table leaderboard_windows add column tramo int
  generated always as (floor(puntuacion_total::float8 / partidas * (1 + 1.2 * log(partidas::float8)))) stored;
create index leaderboard_windows_rank on leaderboard_windows (periodo, fecha_fin, tramo desc, score_ponderado desc, partidas desc, tiempo_promedio, user_id);

-- Every band counted again in the new widths.
delete from leaderboard_counts;
select leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(daily_band(score, seconds)),
                              array_agg(user_id), array_agg(1))
  from player_days where on_day and user_id is not null;
select leaderboard_counts_add(array_agg(fecha_fin), array_agg(periodo), array_agg(tramo), array_agg(user_id), array_agg(1))
  from leaderboard_windows;
