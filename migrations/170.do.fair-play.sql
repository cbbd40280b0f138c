-- Fair play (issue 27): the admins' queue of flagged plays, and an admin's verdict moving a play in
-- or out of the rankings after it finished.

-- The fair-play queue: one row per signed-in player's play that finished with a flag an admin
-- reviews (projections/fair-play/), with its verdict once there is one.
create table fair_play_queue (
  stream_id text primary key,
  user_id int not null references users (id) on delete cascade,
  fecha date not null,
  pregunta_id int not null,
  flags text[] not null,
  won boolean not null,
  score int not null,
  attempts int not null,
  hints int not null,
  seconds int not null,
  -- Whether the play ranks now: as it finished, then as the last verdict left it.
  ranked boolean not null,
  flagged_at timestamptz not null,
  verdict text null check (verdict in ('confirmed', 'cleared')),
  reviewer_id int null,
  reviewed_at timestamptz null
);

-- The page the admins read: what waits for a verdict, newest first.
create index fair_play_queue_pending on fair_play_queue (flagged_at desc) where verdict is null;

-- The admin history finds verdicts among millions of events as it finds the day assignments.
create index events_play_reviewed on events (global_position) where type = 'PlayReviewed';

-- A verdict flips player_days.on_day: the daily bands follow it as they follow inserts and deletes.
create function player_days_count_update() returns trigger language plpgsql as $$
begin
  insert into leaderboard_counts as c (fecha, periodo, tramo, shard, jugadores)
  values (new.fecha, 'diario', new.score / 10, new.user_id % 16, case when new.on_day then 1 else -1 end)
  on conflict (fecha, periodo, tramo, shard) do update set jugadores = c.jugadores + excluded.jugadores;
  return null;
end $$;

create trigger player_days_counts_update after update of on_day on player_days
  for each row when (old.on_day is distinct from new.on_day and new.user_id is not null)
  execute function player_days_count_update();
