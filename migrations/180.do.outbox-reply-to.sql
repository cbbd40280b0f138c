-- The outbox keeps a mail's Reply-To (a contact message's sender), so erasing an account finds the
-- team's copies of its messages by that exact address, never by a match inside the text.
alter table outbox add column reply_to text null;
