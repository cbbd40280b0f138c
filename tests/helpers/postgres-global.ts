import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/** One throwaway PostgreSQL for the whole run (or DATABASE_URL's server); files get their own database. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-test-pg-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'postgres', fast: true });
  project.provide('adminDatabaseUrl', db.url);
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
