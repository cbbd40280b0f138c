-- Leaderboards (projections/leaderboards/). Only plays finished on their own Madrid day count.
-- A position is 1 + the players ahead. Counting them one by one costs a scan of up to every
-- participant, so each ranking also keeps how many players sit in each 10-point band ("tramo")
-- of its ranking value: players ahead = the bands above (a few hundred rows at most) + those
-- ahead in the player's own band (an index range of a few hundred entries).

-- Daily: read straight from player_days in ranking order (score, then time, then who finished first).
create index player_days_daily_rank on player_days (fecha, score desc, seconds, finished_at, user_id)
  where on_day and user_id is not null;

-- Weekly and monthly: one row per player and window end day (the window is the 7 or 30 Madrid days
-- ending on fecha_fin). Windows ending today and tomorrow are kept: a play rewrites the player's
-- rows, the nightly job (or the first read of a day nobody prepared) writes everyone else's.
create table leaderboard_windows (
  user_id int not null references users (id) on delete cascade,
  periodo text not null check (periodo in ('semanal', 'mensual')),
  fecha_fin date not null,
  partidas int not null check (partidas > 0),
  puntuacion_total int not null,
  tiempo_total int not null,
  -- Average score × (1 + 1.2·log10(games)); log() is base 10 in PostgreSQL. tramo repeats the
  -- expression (a generated column cannot read another), so it is exactly floor(score_ponderado / 10).
  score_ponderado double precision generated always as (puntuacion_total::float8 / partidas * (1 + 1.2 * log(partidas::float8))) stored,
  tramo int generated always as (floor(puntuacion_total::float8 / partidas * (1 + 1.2 * log(partidas::float8)) / 10)) stored,
  tiempo_promedio double precision generated always as (tiempo_total::float8 / partidas) stored,
  -- Player first: a play and an account deletion find the player's rows by it.
  primary key (user_id, periodo, fecha_fin)
);

-- tramo is monotonic in score_ponderado, so this order is the ranking order.
create index leaderboard_windows_rank on leaderboard_windows (periodo, fecha_fin, tramo desc, score_ponderado desc, partidas desc, tiempo_promedio, user_id);

-- Window end days whose rows were written for every player (see leaderboard_windows).
create table leaderboard_prepared (
  fecha_fin date primary key
);

-- Players per band: periodo 'diario' (fecha = the day, tramo = score / 10) kept by the triggers
-- below from player_days; 'semanal' / 'mensual' (fecha = the window end) by the projection's
-- writes and the delete trigger of leaderboard_windows.
-- The key order is the order every transaction updates these rows in, so they never deadlock.
create table leaderboard_counts (
  fecha date not null,
  periodo text not null check (periodo in ('diario', 'semanal', 'mensual')),
  tramo int not null,
  jugadores int not null,
  primary key (fecha, periodo, tramo)
);

create function leaderboard_counts_add(fechas date[], periodos text[], tramos int[], deltas int[]) returns void
language sql as $$
  insert into leaderboard_counts (fecha, periodo, tramo, jugadores)
  select fecha, periodo, tramo, sum(delta)
    from unnest(fechas, periodos, tramos, deltas) as d(fecha, periodo, tramo, delta)
   group by fecha, periodo, tramo
  having sum(delta) <> 0
   order by fecha, periodo, tramo
  on conflict (fecha, periodo, tramo) do update set jugadores = leaderboard_counts.jugadores + excluded.jugadores
$$;

-- Daily bands follow player_days whoever writes it (the game's projection, a rebuild, an account deletion).
create function player_days_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(score / 10),
                                 array_agg(case when tg_op = 'INSERT' then 1 else -1 end))
     from changed where on_day and user_id is not null;
  return null;
end $$;

create trigger player_days_counts_insert after insert on player_days
  referencing new table as changed for each statement execute function player_days_counts();
create trigger player_days_counts_delete after delete on player_days
  referencing old table as changed for each statement execute function player_days_counts();

-- Removed window rows (ended windows, an account deletion's cascade) leave their bands.
create function leaderboard_windows_counts() returns trigger language plpgsql as $$
begin
  perform leaderboard_counts_add(array_agg(fecha_fin), array_agg(periodo), array_agg(tramo), array_agg(-1)) from removed;
  return null;
end $$;

create trigger leaderboard_windows_counts_delete after delete on leaderboard_windows
  referencing old table as removed for each statement execute function leaderboard_windows_counts();

-- General (all-time) ranking: one row per player over every on-day play.
create table ranking_general (
  user_id int primary key references users (id) on delete cascade,
  partidas int not null check (partidas > 0),
  victorias int not null,
  puntuacion_total bigint not null,
  tiempo_total bigint not null,
  mejor_puntuacion int not null
);

create index ranking_general_rank on ranking_general (puntuacion_total desc, partidas, user_id);
