-- The release that last migrated this database, and the oldest release that may still run on the
-- schema it left (server/db/migrate.ts, OLDEST_COMPATIBLE_RELEASE): a node of an older release reads
-- this row at start and refuses a schema that does not name it (README, "Upgrades and rollbacks").
-- One row, written by the start that migrates, under the migrations' advisory lock.
create table schema_release (
  id boolean primary key default true check (id),
  release text not null,
  oldest_compatible text not null,
  migration integer not null,
  written_at timestamptz not null default now()
);

-- Readiness writes here (server/routes/health.ts), at most once a second per instance: a database
-- that refuses writes (read-only, its disk full) fails readiness, so the proxy stops sending traffic.
-- One row, updated in place.
create table readiness_probe (
  id boolean primary key default true check (id),
  at timestamptz not null
);
insert into readiness_probe (id, at) values (true, now());
