-- Private leagues (server/leagues/): a name, an invite code and members. A league's tables are the
-- global rankings restricted to its members, read from the leaderboards' own rows by each member's
-- key (player_days (user_id, fecha), leaderboard_windows (user_id, periodo, fecha_fin)): a read
-- costs one index probe per member, whatever the number of players.
create table leagues (
  id int generated always as identity primary key,
  nombre text not null,
  -- 8 characters of an alphabet without look-alikes (machines/leagues/rules.ts), upper case.
  codigo text not null unique,
  -- No cascade: an account's deletion hands its leagues over (or deletes them) first.
  owner_id int not null references users (id),
  created_at timestamptz not null default now()
);

create table league_members (
  league_id int not null references leagues (id) on delete cascade,
  user_id int not null references users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  primary key (league_id, user_id)
);

-- A player's leagues (the list, the push of their play, the limit per player, an account's erasure).
create index league_members_user on league_members (user_id, league_id);
