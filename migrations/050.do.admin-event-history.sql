-- Admin event history (server/admin/history.ts): plays found by player or by day through their
-- PlayStarted event, without reading every stream. The latest plays and the latest events of a type
-- already come from events_type_position.
create index events_play_started_user on events (((data->>'userId')::int), global_position) where type = 'PlayStarted';
create index events_play_started_fecha on events ((data->>'fecha'), global_position) where type = 'PlayStarted';
