-- The fair-play queue's index: its current, whole definition. Change it here, then
-- `npm run projections:sql -- <name>` writes the migration that applies this file again
-- (docs/architecture.md, "A projection's SQL").

-- The page the admins read: what waits for a verdict, newest first (queries.ts).
create index if not exists fair_play_queue_pending on fair_play_queue (flagged_at desc) where verdict is null;
