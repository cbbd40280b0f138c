-- Usernames are also unique by a confusables skeleton (UTS #39, machines/accounts/names.ts), which
-- the server computes: for accounts made before, at its start (fillUsernameSkeletons). The index is
-- not unique: accounts made before that share a skeleton keep their names (registration checks it
-- under a lock of the skeleton, server/accounts/users.ts).
alter table users add column username_skeleton text;
create index users_username_skeleton on users (username_skeleton);
