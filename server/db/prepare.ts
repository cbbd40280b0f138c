import type pg from 'pg';
import { syncAchievements } from '../../projections/achievements/projection.ts';
import { readDeploymentBank, syncQuestionBank, type SyncReport } from '../questions/index.ts';
import { fillUsernameSkeletons } from '../accounts/index.ts';
import { migrate } from './migrate.ts';

/**
 * A database ready to serve: the schema migrated (and the usernames' skeletons of accounts made
 * before them computed), the question bank synced (QUESTION_BANK's, else the repository's), then
 * the achievements rebuilt if their catalogue changed (they read the bank's clubs).
 */
export async function prepareDatabase(
  pool: pg.Pool,
  questionBank?: string,
): Promise<{ applied: number; bank: SyncReport }> {
  const applied = await migrate(pool);
  await fillUsernameSkeletons(pool);
  const bank = await syncQuestionBank(pool, readDeploymentBank(questionBank));
  await syncAchievements(pool);
  return { applied, bank };
}
