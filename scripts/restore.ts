// `npm run restore -- <backup folder> [--pgdata <folder>] [--wal-archive <folder> [--until <time>]]`:
// puts a backup of `npm run backup` back (server/db/backup.ts), by its kind:
// - embedded: into the embedded data folder (.data/pg, absent or empty: move the old one away, the
//   server stopped), then started once to replay the backup's WAL; then `npm start`.
// - pg_dump (DATABASE_URL set): pg_restore into that database, which must be empty.
// - base (an external server's base backup): into --pgdata (absent or empty), replayed there by the
//   embedded PostgreSQL 18 to the backup's end, or with --wal-archive (the folder archive_command
//   fills) up to --until (point-in-time recovery); then start the server's PostgreSQL 18 on that folder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readManifest, restoreBase, restoreEmbedded, restoreExternal } from '../server/db/backup.ts';
import { EMBEDDED_DATA_DIR } from '../server/db/open.ts';

const { values, positionals } = parseArgs({
  options: { pgdata: { type: 'string' }, 'wal-archive': { type: 'string' }, until: { type: 'string' } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error(
    'usage: npm run restore -- <backup folder> [--pgdata <folder>] [--wal-archive <folder> [--until <time>]]',
  );
  process.exit(2);
}
const from = path.resolve(positionals[0]);
const log = (line: string) => console.log(line);
try {
  const { kind } = await readManifest(from);
  if (kind === 'base') {
    if (!values.pgdata) throw new Error('a base backup is restored into a data folder: give --pgdata <folder>');
    await restoreBase(
      from,
      path.resolve(values.pgdata),
      { walArchive: values['wal-archive'], until: values.until },
      log,
    );
  } else if (values['wal-archive'] || values.until) {
    throw new Error('--wal-archive and --until are for a base backup of an external server');
  } else if (process.env.DATABASE_URL) await restoreExternal(from, process.env.DATABASE_URL, log);
  else await restoreEmbedded(from, path.resolve(values.pgdata ?? EMBEDDED_DATA_DIR), log);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
