-- Achievements (issue 30, machines/achievements/catalogue.ts), kept by projections/achievements/
-- from every finished play of a signed-in player, in the statement that appends it.
-- A player's figures: counts that only grow, runs of days (with the last Madrid day each counted)
-- and the clubs of the questions they answered right. A new achievement on these figures needs no
-- schema change (its rows come from a rebuild); a new kind of figure is a new column.
create table achievement_progress (
  user_id int primary key references users (id) on delete cascade,
  plays int not null,
  wins int not null,
  perfect int not null,
  last_attempt int not null,
  fast int not null,
  three_stars int not null,
  hard_wins int not null,
  midnight int not null,
  win_streak int not null,
  win_streak_day date,
  no_hint_streak int not null,
  no_hint_streak_day date,
  clubs text[] not null
);

-- What each player earned, when, and by which play (its stream and day).
create table achievements_earned (
  user_id int not null references users (id) on delete cascade,
  code text not null,
  earned_at timestamptz not null,
  fecha date not null,
  stream_id text not null,
  primary key (user_id, code)
);

-- The catalogue's rules (codes, figures, goals) the rows were made with: a start with others rebuilds them.
create table achievements_catalogue (
  id boolean primary key default true check (id),
  rules text not null
);
