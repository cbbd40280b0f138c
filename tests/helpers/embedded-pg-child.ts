// Starts an embedded PostgreSQL in the folder given as argument and waits: a stand-in for an
// `npm start` that the test then kills with SIGKILL.
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';

const db = await startEmbeddedPostgres({ dataDir: process.argv[2], database: 'trivia', fast: true });
console.log(`READY ${db.url}`);
setInterval(() => {}, 60_000);
