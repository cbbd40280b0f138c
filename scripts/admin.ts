// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: makes an account an admin or
// takes it back. Uses DATABASE_URL, or the embedded PostgreSQL of `npm start` (running or not).
// The change holds at the account's next request: sessions read the admin flag on every call.
import { loadConfig } from '../server/config.ts';
import { setAdmin } from '../server/accounts/users.ts';
import { openDatabase } from '../server/db/open.ts';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email>';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const db = await openDatabase(loadConfig(), {
  onError: (error) => console.error(error.message),
  onEmbeddedStart: () => console.log('starting embedded PostgreSQL in .data/pg…'),
  shareRunning: true,
});
let found = false;
try {
  found = await setAdmin(db.pool, email, command === 'grant');
} finally {
  await db.close();
}
if (!found) {
  console.error(`no account has the e-mail ${email}`);
  process.exit(1);
}
console.log(command === 'grant' ? `${email} is now an admin` : `${email} is no longer an admin`);
