-- The day's crowd's function: its current, whole definition. Change it here, then
-- `npm run projections:sql -- <name>` writes the migration that applies this file again
-- (docs/architecture.md, "A projection's SQL").

-- A play's shard of its day's counts (16 per day, by the play's stream), so the midnight herd does not
-- queue on one row; a read sums them. The projection and a rebuild both shard by it.
create or replace function crowd_shard(stream_id text) returns smallint language sql immutable
  as $$ select (get_byte(decode(md5(stream_id), 'hex'), 0) & 15)::smallint $$;
