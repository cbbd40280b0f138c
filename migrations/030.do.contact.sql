-- Messages sent through the contact form; each one is also mailed to CONTACT_TO by the send-email job.
create table contact_messages (
  id bigint generated always as identity primary key,
  message_type text not null check (message_type in ('generalInquiry', 'bugReport', 'suggestion', 'partnership', 'technicalSupport')),
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  language text not null check (language in ('es', 'en')),
  created_at timestamptz not null default now()
);

create index contact_messages_created_at on contact_messages (created_at desc);
