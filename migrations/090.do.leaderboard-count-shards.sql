-- Every ranked play of a day updated the same few band rows (players of a day score alike), so
-- winners queued on one row lock each for a whole commit. Each band is now spread over 16 rows by
-- player (shard = user_id % 16); a count is the sum over a band's shards, so readers do not change.
-- Rows from before keep shard 0: the sums stay right.
alter table leaderboard_counts add column shard smallint not null default 0;
alter table leaderboard_counts drop constraint leaderboard_counts_pkey;
alter table leaderboard_counts add primary key (fecha, periodo, tramo, shard);

drop function leaderboard_counts_add(date[], text[], int[], int[]);

-- The key order is the order every transaction updates these rows in, so they never deadlock.
create function leaderboard_counts_add(fechas date[], periodos text[], tramos int[], users int[], deltas int[]) returns void
language sql as $$
  insert into leaderboard_counts (fecha, periodo, tramo, shard, jugadores)
  select fecha, periodo, tramo, user_id % 16, sum(delta)
    from unnest(fechas, periodos, tramos, users, deltas) as d(fecha, periodo, tramo, user_id, delta)
   group by fecha, periodo, tramo, user_id % 16
  having sum(delta) <> 0
   order by fecha, periodo, tramo, user_id % 16
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = leaderboard_counts.jugadores + excluded.jugadores
$$;

-- A ranked row's daily band, per row (an anonymous or past-day play costs nothing here).
create or replace function player_days_count_insert() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array[new.fecha], array['diario'], array[new.score / 10], array[new.user_id], array[1]);
  return null;
end $$;

drop trigger player_days_counts_insert on player_days;
create trigger player_days_counts_insert after insert on player_days
  for each row when (new.on_day and new.user_id is not null) execute function player_days_count_insert();

-- Deleted rows (an account deletion) give their bands back, all at once.
create or replace function player_days_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(score / 10), array_agg(user_id), array_agg(-1))
     from changed where on_day and user_id is not null;
  return null;
end $$;

create or replace function leaderboard_windows_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha_fin), array_agg(periodo), array_agg(tramo), array_agg(user_id), array_agg(-1)) from removed;
  return null;
end $$;
