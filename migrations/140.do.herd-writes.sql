-- What a finishing play writes, trimmed for the midnight herd (issue 13).
--
-- Two indexes of player_days nobody reads any more: every per-player query filters on user_id and
-- is served by the unique (user_id, fecha) one, and the daily ranking by player_days_daily_rank.
-- Each cost every finished play one more index insert.
drop index player_days_user;
drop index player_days_fecha_score;

-- A ranked row's daily band as one plain upsert (PL/pgSQL keeps its plan): calling the array
-- function of migration 090 for one row cost a function set-up per finished play.
create or replace function player_days_count_insert() returns trigger language plpgsql as $$
begin
  insert into leaderboard_counts as c (fecha, periodo, tramo, shard, jugadores)
  values (new.fecha, 'diario', new.score / 10, new.user_id % 16, 1)
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = c.jugadores + 1;
  return null;
end $$;
