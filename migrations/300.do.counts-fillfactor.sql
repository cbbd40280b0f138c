-- Band counts updated in place (issue 31, item 3). Every ranked play moves its windows' rows between bands
-- (-1 on the old band's row, +1 on the new one's) and every finished ranked play adds to its daily band, but
-- the rows were packed full, so each update wrote its new version to another page and a new entry to the
-- primary key: 53 of 65,558 updates were heap-only (HOT) in bench:leaderboard at a million players. With half
-- of each page left free, an update's new version stays on its page and the index is not touched. Rows go in a
-- day at a time (each day's and window end's bands are new rows), so the rows of the next day follow this
-- without rewriting the table.
alter table leaderboard_counts set (fillfactor = 50);
