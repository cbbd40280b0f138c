-- A new e-mail is the account's only once its mailed link is opened: until then it waits here, and
-- the confirmed old address stays the account's for sign-in, mail and admin rights.
alter table users add column pending_email text;
