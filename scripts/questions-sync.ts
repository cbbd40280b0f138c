// `npm run questions:sync`: brings the database's questions to the bank, QUESTION_BANK's or data/questions (the same sync every
// start runs). Uses DATABASE_URL, or the embedded PostgreSQL of `npm start` (running or not).
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';

const db = await openDatabase(loadConfig(), {
  onError: (error) => console.error(error.message),
  onEmbeddedStart: () => console.log('starting embedded PostgreSQL in .data/pg…'),
  shareRunning: true,
}).catch((error: Error) => {
  console.error(`questions:sync refused: ${error.message}`);
  process.exit(1);
});
const { inserted, updated, metadata, retired, kept, unchanged } = db.bank;
console.log(
  `question bank synced: ${inserted} new, ${updated} rewritten, ${metadata} with new metadata, ${retired} retired, ${kept} kept as an admin changed them, ${unchanged} unchanged`,
);
await db.close();
