-- Every instance keeps the session state of recent users (token version, admin) in memory so a
-- request costs no lookup; any change to it, whoever makes it, tells every instance on commit.
create function notify_session_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('sessions', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
  return null;
end $$;

create trigger users_session_change after update of token_version, admin or delete on users
  for each row execute function notify_session_change();
