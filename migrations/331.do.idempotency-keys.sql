-- A command's answer kept under its Idempotency-Key (server/idempotency/), so that a resend (a lost
-- reply, a retry through another node) gets the first answer instead of running again. `id` is the
-- key with its caller ('u:<user id>', 'a:<anonymous id>' or 'ip:<address>'), hashed (SHA-256's first
-- 128 bits), so nobody reads another person's answer by guessing a key; `request` is a hash of the
-- method, path and body: the same key on another command is refused. Both fixed 16 bytes: the
-- midnight herd writes a row a command.
-- A play's command writes its row in the statement that appends its events (server/events/batch.ts),
-- so the row exists exactly when the effect does; its answer is not stored but made again from those
-- events (`stream_id`, versions `first_version` to `last_version`). Any other command reserves its
-- key first (`status` null: under way) and stores the answer it sent (`status`, `body`), sealed with
-- AES-256-GCM under a key derived from JWT_SECRET: a copy of the database holds no session token.
-- Rows go after IDEMPOTENCY_WINDOW_MINUTES (a job every minute, by the BRIN index).
create table idempotency_keys (
  id uuid primary key,
  request uuid not null,
  status smallint,
  body text,
  stream_id text,
  first_version integer,
  last_version integer,
  created_at timestamptz not null default now()
);
create index idempotency_keys_created on idempotency_keys using brin (created_at);
