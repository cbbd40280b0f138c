-- Mail written here instead of being sent when no SMTP_URL is configured (development).
create table outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
