-- Players' reports of an error in a question (issue 29, item 4), and what an admin did about them.
-- A report comes from a play that has ended: one a play (a player's day), the player by account or
-- by the browser's anonymous id. An account's erasure takes its reports with it.
create table question_reports (
  id bigserial primary key,
  pregunta_id int not null references questions (id),
  fecha date not null,
  user_id int references users (id) on delete cascade,
  anon_id uuid,
  motivo text not null,
  texto text not null,
  idioma text not null,
  created_at timestamptz not null default now(),
  -- abierto until an admin dismisses the report, marks the question fixed or retires it.
  estado text not null default 'abierto' check (estado in ('abierto', 'corregido', 'retirado', 'descartado')),
  resuelto_por int references users (id) on delete set null,
  resuelto_en timestamptz,
  nota text,
  check ((user_id is null) <> (anon_id is null))
);
create unique index question_reports_user_day on question_reports (user_id, fecha) where user_id is not null;
create unique index question_reports_anon_day on question_reports (anon_id, fecha) where anon_id is not null;
create index question_reports_open on question_reports (pregunta_id, created_at) where estado = 'abierto';

-- Set when an admin changes a question in the deployment (a retirement from the reports' queue):
-- from then on the database's row is the truth and the start's sync from data/questions/ leaves it alone.
alter table questions add column editada_en timestamptz;
