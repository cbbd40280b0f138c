-- The days' questions' index: its current, whole definition. Change it here, then
-- `npm run projections:sql -- <name>` writes the migration that applies this file again
-- (docs/architecture.md, "A projection's SQL").

-- The 90-day rule looks questions up by when they were last used (queries.ts).
create index if not exists daily_questions_pregunta on daily_questions (pregunta_id, fecha);
