// `npm run backup [-- --to <folder>] [--pgdata <folder>] [--method auto|dump|base]`: a backup that
// restores (server/db/backup.ts). Without DATABASE_URL: a physical base backup of the embedded
// PostgreSQL (.data/pg, running or not) taken while it serves. With it: pg_dump of that database
// when a client of the server's version or newer is on PATH or in PG_BIN (`dump` insists on it), else
// (or with `base`) a physical base backup of the server over the replication protocol, which needs no
// client tool (the role needs REPLICATION). Prints the folder; copy it off this machine.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR } from '../server/config.ts';
import { backupEmbedded, backupExternal, type ExternalMethod } from '../server/db/backup.ts';
import { EMBEDDED_DATA_DIR } from '../server/db/open.ts';

const { values } = parseArgs({
  options: { to: { type: 'string' }, pgdata: { type: 'string' }, method: { type: 'string', default: 'auto' } },
});
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const to = path.resolve(values.to ?? path.join(DATA_DIR, 'backups', `trivia-${stamp}`));
const log = (line: string) => console.log(line);
try {
  if (!['auto', 'dump', 'base'].includes(values.method)) throw new Error('--method is auto, dump or base');
  const manifest = process.env.DATABASE_URL
    ? await backupExternal(process.env.DATABASE_URL, to, log, values.method as ExternalMethod)
    : await backupEmbedded(path.resolve(values.pgdata ?? EMBEDDED_DATA_DIR), to, log);
  console.log(`\nbackup in ${to} (consistent as of ${manifest.finishedAt}); keep a copy off this machine`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
