import { PgBoss } from 'pg-boss';
import type { Services } from '../services.ts';

/** A feature's background work: queues, schedules and workers registered on start. */
export type JobsRegistration = (boss: PgBoss, services: Services) => Promise<void>;

export async function startBoss(connectionString: string, onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 5 });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
