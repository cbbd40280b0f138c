-- The day's crowd (GET /api/estadisticas/dia and the live 'crowd' push): every play finished on
-- its own day, anonymous ones included, counted as it finishes (projections/day-crowd). Counts are
-- spread over 16 shards per day (by the play's stream), so the midnight herd does not queue on one
-- row; a read sums them.
create table day_crowd (
  fecha date not null,
  shard smallint not null,
  jugadores int not null,
  ganadores int not null,
  intentos int not null,
  pistas int not null,
  -- Wins by the attempts they took, and losses.
  w1 int not null, w2 int not null, w3 int not null, w4 int not null, w5 int not null,
  fallos int not null,
  primary key (fecha, shard)
);

-- Players per score and day (the share a player scored above).
create table day_crowd_scores (
  fecha date not null,
  score int not null,
  shard smallint not null,
  jugadores int not null,
  primary key (fecha, score, shard)
);

create function crowd_shard(stream_id text) returns smallint language sql immutable
  as $$ select (get_byte(decode(md5(stream_id), 'hex'), 0) & 15)::smallint $$;

-- The plays so far, as the projection would have counted them.
insert into day_crowd
select fecha, crowd_shard(stream_id), count(*), count(*) filter (where won), sum(attempts), sum(hints),
       count(*) filter (where won and attempts = 1), count(*) filter (where won and attempts = 2),
       count(*) filter (where won and attempts = 3), count(*) filter (where won and attempts = 4),
       count(*) filter (where won and attempts = 5), count(*) filter (where not won)
  from player_days where on_day group by 1, 2;

insert into day_crowd_scores
select fecha, score, crowd_shard(stream_id), count(*) from player_days where on_day group by 1, 2, 3;
