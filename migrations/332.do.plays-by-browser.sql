-- The signed-in plays each browser started on a day (PlayStarted.browser, the X-Anon-Id of the start):
-- a ranked finish checks that no other account's play of the day from the same browser showed a
-- hint, a row or the answer (issue 37, the attacker's fourth pass). Only signed-in starts carry a
-- browser, so the index holds one entry per account and day.
create index events_play_browser on events ((data ->> 'browser'), (data ->> 'fecha'))
  where type = 'PlayStarted' and data ? 'browser';
