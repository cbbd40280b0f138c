import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every deployment holds the checksum of each migration it applied and refuses to start when a file
// changed: a released migration is never edited, renamed or removed; a schema change is a new file.
const dir = path.resolve(import.meta.dirname, '../../../migrations');
const released: Record<string, string> = JSON.parse(readFileSync(path.join(dir, 'checksums.json'), 'utf8'));
const files = readdirSync(dir).filter((file) => /\.(sql|js|mjs|cjs)$/.test(file));
// postgrator's checksum of a SQL migration: the MD5 of the file as it is.
const md5 = (file: string) =>
  createHash('md5')
    .update(readFileSync(path.join(dir, file), 'utf8'), 'utf8')
    .digest('hex');

describe('released migrations', () => {
  it('given the committed checksums, then every released migration file is still there, unchanged', () => {
    for (const [file, checksum] of Object.entries(released)) {
      expect(files, `${file} was released and must stay`).toContain(file);
      expect(md5(file), `${file} was released: put the change in a new migration`).toBe(checksum);
    }
  });

  it('given a new migration, then it is plain SQL and its checksum is committed', () => {
    for (const file of files) {
      expect(file, 'postgrator records no checksum for a JS migration, so it could change unseen').toMatch(/\.sql$/);
      expect(released[file], `add ${file} to migrations/checksums.json`).toBe(md5(file));
    }
  });
});
