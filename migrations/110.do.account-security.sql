-- Proven addresses, sessions that end, accounts an attacker cannot lock, limits every instance shares.

-- An address is confirmed through a mailed link; ADMIN_EMAILS counts only for a confirmed one.
-- `admin` is now only what `npm run admin -- grant` set.
alter table users add column email_verified_at timestamptz;

-- The language the player last used: their mails go out in it.
alter table users add column language text not null default 'es' check (language in ('es', 'en'));

-- Confirmation links: as recovery links, 256 random bits stored only as a SHA-256, single use.
create table email_verifications (
  id bigint generated always as identity primary key,
  user_id int not null references users (id) on delete cascade,
  email text not null,
  token_hash bytea unique,
  created_at timestamptz not null,
  expires_at timestamptz,
  used_at timestamptz
);
create index email_verifications_user on email_verifications (user_id, created_at);

-- A session token ended before its expiry (logout), until it would have expired anyway.
create table revoked_tokens (
  jti uuid primary key,
  user_id int not null references users (id) on delete cascade,
  expires_at timestamptz not null
);

-- Addresses an account signed in or registered from (an HMAC, never the address): sign-ins from
-- them stay open while others' failures throttle the account.
create table known_addresses (
  user_id int not null references users (id) on delete cascade,
  address_hash bytea not null,
  last_seen timestamptz not null,
  primary key (user_id, address_hash)
);

-- Request limits every instance shares: counts per key and fixed window, flushed in batches. Unlogged:
-- a crash of PostgreSQL may forget the current windows, which costs nothing but a fresh count.
create unlogged table rate_limits (
  key text primary key,
  window_end timestamptz not null,
  hits int not null
);

-- Recovery links are now made when their mail goes out: until then a request holds no token.
alter table password_reset_tokens alter column token_hash drop not null;
alter table password_reset_tokens alter column expires_at drop not null;

-- Whoever's session state changes (a confirmed address can make an admin) hears of it at once, and
-- when every session of an account ended (a new token version, the account's deletion) every
-- instance closes its sockets too.
drop trigger users_session_change on users;
create trigger users_session_change after update of token_version, admin, email, email_verified_at or delete on users
  for each row execute function notify_session_change();

create or replace function notify_session_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('sessions', old.id || ':ended');
  elsif new.token_version <> old.token_version then
    perform pg_notify('sessions', new.id || ':ended');
  else
    perform pg_notify('sessions', new.id::text);
  end if;
  return null;
end $$;
