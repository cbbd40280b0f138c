-- Accounts. Username and e-mail are unique whatever their case; token_version is in every session
-- token, so raising it ends every session of the user at once (password change or reset).
create table users (
  id int generated always as identity primary key,
  username text not null,
  email text not null,
  password_hash text not null,
  admin boolean not null default false,
  token_version int not null default 0,
  fecha_registro timestamptz not null default now()
);

create unique index users_username_lower on users (lower(username));
create unique index users_email_lower on users (lower(email));

-- Password recovery: only the SHA-256 of a token is kept, so a read of this table cannot reset anything.
create table password_reset_tokens (
  id bigint generated always as identity primary key,
  user_id int not null references users (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_reset_tokens_user on password_reset_tokens (user_id, created_at);

-- Failed sign-ins per account (user:<id>, or id:<identifier> for an unknown one) in a fixed one-hour
-- window; in the database so every server instance counts the same failures.
create table login_failures (
  key text primary key,
  window_start timestamptz not null,
  failures int not null
);
