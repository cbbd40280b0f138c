-- Players an owner removed from a league (issue 37): they cannot join again with the code or link
-- they had until the owner invites them again (the league page's "Removed players", which deletes
-- the row). Leaving by oneself writes nothing. Gone with the league or the account.
create table league_removals (
  league_id int not null references leagues (id) on delete cascade,
  user_id int not null references users (id) on delete cascade,
  removed_at timestamptz not null default now(),
  primary key (league_id, user_id)
);
