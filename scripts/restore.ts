// `npm run restore -- <backup folder> [--pgdata <folder>]`: puts a backup of `npm run backup` back.
// Without DATABASE_URL: into the embedded data folder (.data/pg, which must be absent or empty:
// move the old one away, the server stopped), then started once to replay the backup's WAL. With
// it: pg_restore into that database, which must be empty. Then `npm start` as usual.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreEmbedded, restoreExternal } from '../server/db/backup.ts';
import { EMBEDDED_DATA_DIR } from '../server/db/open.ts';

const { values, positionals } = parseArgs({ options: { pgdata: { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup folder> [--pgdata <folder>]');
  process.exit(2);
}
const from = path.resolve(positionals[0]);
const log = (line: string) => console.log(line);
try {
  if (process.env.DATABASE_URL) await restoreExternal(from, process.env.DATABASE_URL, log);
  else await restoreEmbedded(from, path.resolve(values.pgdata ?? EMBEDDED_DATA_DIR), log);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
