// `npm run admin -- grant <email>` / `revoke <email>` / `list`: makes an account an admin, takes it
// back, or lists who is one (granted here, or by a confirmed address in ADMIN_EMAILS). Uses
// DATABASE_URL, or the embedded PostgreSQL of `npm start` (running or not). A change holds at the
// account's next request on every instance (the session trigger tells them).
import pino from 'pino';
import { isAdminAccount, setAdmin } from '../server/accounts/users.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { securityEvent } from '../server/http/security-log.ts';

const USAGE = 'usage: npm run admin -- grant <email> | revoke <email> | list';

const [command, email] = process.argv.slice(2);
if (!((command === 'grant' || command === 'revoke') && email) && command !== 'list') {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(config, {
  onError: (error) => console.error(error.message),
  onEmbeddedStart: () => console.log('starting embedded PostgreSQL in .data/pg…'),
  shareRunning: true,
});
try {
  if (command === 'list') {
    const { rows } = await db.pool.query<{
      id: number;
      username: string;
      email: string;
      admin: boolean;
      email_verified: boolean;
    }>(
      'select id, username, email, admin, email_verified_at is not null as email_verified from users where admin or lower(email) = any($1) order by id',
      [config.adminEmails],
    );
    for (const row of rows) {
      const why = row.admin
        ? 'granted'
        : row.email_verified
          ? 'ADMIN_EMAILS, confirmed'
          : 'ADMIN_EMAILS, NOT confirmed: not an admin';
      console.log(
        `${isAdminAccount(config, row) ? 'admin ' : '      '} #${row.id} ${row.username} <${row.email}> (${why})`,
      );
    }
  } else {
    const { rows } = await db.pool.query<{ id: number }>('select id from users where lower(email) = lower($1)', [
      email,
    ]);
    if (rows.length === 0 || !(await setAdmin(db.pool, email, command === 'grant'))) {
      console.error(`no account has the e-mail ${email}`);
      process.exitCode = 1;
    } else {
      securityEvent(pino(), command === 'grant' ? 'admin-granted' : 'admin-revoked', {
        userId: rows[0].id,
        outcome: 'npm run admin',
      });
      console.log(command === 'grant' ? `${email} is now an admin` : `${email} is no longer an admin`);
    }
  }
} finally {
  await db.close();
}
