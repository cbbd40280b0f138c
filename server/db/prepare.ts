import type pg from 'pg';
import { syncQuestionBank, type SyncReport } from '../questions/sync.ts';
import { migrate } from './migrate.ts';

/** A database ready to serve: the schema migrated, then the question bank synced. */
export async function prepareDatabase(pool: pg.Pool): Promise<{ applied: number; bank: SyncReport }> {
  const applied = await migrate(pool);
  return { applied, bank: await syncQuestionBank(pool) };
}
