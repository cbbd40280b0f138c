// `npm run backup [-- --to <folder>] [--pgdata <folder>]`: a backup that restores (server/db/backup.ts).
// Without DATABASE_URL: a physical base backup of the embedded PostgreSQL (.data/pg, running or
// not) taken while it serves; with it: pg_dump of that database (a client of the server's version,
// on PATH or in PG_BIN). Prints the folder; copy it off this machine.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR } from '../server/config.ts';
import { backupEmbedded, backupExternal } from '../server/db/backup.ts';
import { EMBEDDED_DATA_DIR } from '../server/db/open.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, pgdata: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const to = path.resolve(values.to ?? path.join(DATA_DIR, 'backups', `trivia-${stamp}`));
const log = (line: string) => console.log(line);
try {
  const manifest = process.env.DATABASE_URL
    ? await backupExternal(process.env.DATABASE_URL, to, log)
    : await backupEmbedded(path.resolve(values.pgdata ?? EMBEDDED_DATA_DIR), to, log);
  console.log(`\nbackup in ${to} (consistent as of ${manifest.finishedAt}); keep a copy off this machine`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
