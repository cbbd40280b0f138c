-- The answer's nicknames (data/questions' `apodos`), kept with the question so the database's bank
-- exports in the repository's format (GET /api/admin/preguntas/exportar); the sync fills it.
alter table questions add column apodos text[] not null default '{}';
