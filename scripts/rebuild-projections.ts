// `npm run projections:rebuild`: rebuilds every read model (player_days, daily_questions, the
// leaderboards) from the events, in one transaction. Uses DATABASE_URL, or the embedded PostgreSQL
// of `npm start` (running or not). Running servers keep answering from the old rows meanwhile.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { rebuildProjections } from '../server/events/rebuild.ts';

const db = await openDatabase(loadConfig(), {
  onError: (error) => console.error(error.message),
  onEmbeddedStart: () => console.log('starting embedded PostgreSQL in .data/pg…'),
  shareRunning: true,
});
try {
  let shown = -1;
  const result = await rebuildProjections(db.pool, {
    onProgress({ step, done, total }) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (step === 'leaderboards') console.log('rebuilding the leaderboards…');
      if (step !== 'events' || percent === shown) return;
      shown = percent;
      console.log(`replaying events: ${done}/${total} (${percent}%)`);
    },
  });
  console.log(`rebuilt every projection from ${result.events} events in ${result.seconds} s`);
  for (const [table, rows] of Object.entries(result.filas)) console.log(`  ${table}: ${rows} rows`);
} finally {
  await db.close();
}
