-- The question bank used to be loaded here. It now reaches every database through the sync at
-- start-up (server/questions/sync.ts, `npm run questions:sync`), keyed by each question's own id,
-- so fresh and existing deployments converge on the same bank.
select 1;
