-- The append-only event log: every play is a stream of events (see docs in README, "Architecture").
create table events (
  global_position bigint generated always as identity primary key,
  stream_id text not null,
  stream_version int not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}',
  tx_id xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  unique (stream_id, stream_version)
);

create index events_type_position on events (type, global_position);
create index events_tx_id on events (tx_id);
