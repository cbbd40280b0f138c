// The admin action of the rebuild CLI (npm run projections:rebuild): same function, with its
// progress pushed to the sockets of the admin who asked.
import type { RebuildResult } from '../../contracts/api/admin.ts';
import { rebuildProjections } from '../events/index.ts';
import { conflict } from '../http/index.ts';
import type { Services } from '../services.ts';

let running = false;

/** One rebuild at a time per instance (instances queue on the rebuild's table locks anyway). */
export async function rebuildForAdmin(services: Services, userId: number): Promise<RebuildResult> {
  if (running) throw conflict('REBUILD_RUNNING', 'adminTools:REBUILD_RUNNING');
  running = true;
  try {
    return await rebuildProjections(services.pool, {
      now: services.now(),
      onProgress: (progress) => services.hub.sendToUser(userId, { type: 'rebuild-progress', ...progress }),
    });
  } finally {
    running = false;
  }
}
