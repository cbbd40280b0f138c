-- The game's tables: the question bank (loaded by 011 from data/questions), the day's question
-- (kept from the day-<fecha> streams) and one finished play per row (kept from PlayFinished).
create table questions (
  id int primary key,
  respuesta text not null,
  pregunta_es text not null,
  pregunta_en text not null,
  -- Derived from respuesta by machines/game/normalize.ts (answerStructure), never typed by hand.
  patron text not null,
  longitud int not null check (longitud > 0),
  espacios int[] not null
);

create table hints (
  pregunta_id int not null references questions (id),
  orden int not null check (orden between 1 and 3),
  texto_es text not null,
  texto_en text not null,
  primary key (pregunta_id, orden)
);

create table daily_questions (
  fecha date primary key,
  pregunta_id int not null references questions (id),
  assigned_at timestamptz not null default now()
);

-- The 90-day rule looks questions up by when they were last used.
create index daily_questions_pregunta on daily_questions (pregunta_id, fecha);

create table player_days (
  stream_id text primary key,
  user_id int null,
  anon_id uuid null,
  fecha date not null,
  modo text not null check (modo in ('diaria', 'pasada')),
  pregunta_id int not null,
  won boolean not null,
  score int not null,
  stars int not null,
  attempts int not null,
  hints int not null,
  seconds int not null,
  -- A daily play finished on its own Madrid day: only these count for leaderboards.
  on_day boolean not null,
  finished_at timestamptz not null
);

create unique index player_days_user_fecha on player_days (user_id, fecha) where user_id is not null;
create index player_days_fecha_score on player_days (fecha, score desc);
create index player_days_user on player_days (user_id, fecha);
