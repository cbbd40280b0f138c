-- Hard mode (issue 30): a play chosen without hints. Its PlayFinished says so, and player_days keeps
-- it for the marks of the leaderboard rows (a hard-mode win) and the achievements.
alter table player_days add column hard_mode boolean not null default false;
