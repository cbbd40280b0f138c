import type pg from 'pg';
import { syncAchievements } from '../../projections/achievements/projection.ts';
import { syncQuestionBank, type SyncReport } from '../questions/sync.ts';
import { fillUsernameSkeletons } from '../accounts/users.ts';
import { migrate } from './migrate.ts';

/**
 * A database ready to serve: the schema migrated (and the usernames' skeletons of accounts made
 * before them computed), the question bank synced, then the achievements
 * rebuilt if their catalogue changed (they read the bank's clubs).
 */
export async function prepareDatabase(pool: pg.Pool): Promise<{ applied: number; bank: SyncReport }> {
  const applied = await migrate(pool);
  await fillUsernameSkeletons(pool);
  const bank = await syncQuestionBank(pool);
  await syncAchievements(pool);
  return { applied, bank };
}
