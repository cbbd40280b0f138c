-- Usernames of Unicode letters and digits (machines/accounts/username.ts): unique by a key the
-- server computes (case and accents folded, ñ kept), stored here and never computed by PostgreSQL.
-- Names so far were ASCII letters and digits, whose key is their lower case.
alter table users add column username_key text;
update users set username_key = lower(username);
alter table users alter column username_key set not null;
create unique index users_username_key on users (username_key);
drop index users_username_lower;
