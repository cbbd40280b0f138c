// `npm start` in a process of its own, on a test database of its own (for tests of the process
// itself: draining, several workers), with a client folder of one page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ROOT_DIR } from '../../server/config.ts';
import { freePort } from '../../server/db/embedded.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export type ServerProcess = {
  port: number;
  origin: string;
  server: ChildProcess;
  exited: Promise<number | null>;
  /** Every line the process logged (pino JSON on stdout). */
  logs: string[];
};

/** A database and client folder for `npm start` processes (`start` each), dropped by `close`. */
export async function serverProcesses(name: string) {
  const db: TestDatabase = await createTestDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), `trivia-${name}-`));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  const started: ServerProcess[] = [];
  return {
    databaseUrl: db.url,
    /** Starts the server on `port` with `env` on top of what it needs, without waiting for it. */
    launch(port: number, env: Record<string, string>): ServerProcess {
      const origin = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, [path.join(ROOT_DIR, 'server/main.ts')], {
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          PORT: String(port),
          JWT_SECRET: `${name}-secret-`.repeat(4),
          CLIENT_DIR: dir,
          APP_URL: origin,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const logs: string[] = [];
      createInterface({ input: server.stdout! }).on('line', (line) => logs.push(line));
      const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
      const running = { port, origin, server, exited, logs };
      started.push(running);
      return running;
    },
    /** Starts the server with `env` on top of what it needs, once it answers /api/health (within `timeout` ms). */
    async start(env: Record<string, string>, timeout = 30_000): Promise<ServerProcess> {
      const running = this.launch(await freePort(), env);
      await expect
        .poll(
          () =>
            fetch(`${running.origin}/api/health`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout },
        )
        .toBe(200);
      return running;
    },
    /** Drops the database, after stopping any server a failed test left running (its workers end with it). */
    async close() {
      for (const { server, exited } of started) {
        if (server.exitCode !== null || server.signalCode !== null) continue;
        server.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), sleep(5_000, false, { ref: false })]);
        if (!stopped) server.kill('SIGKILL');
        await exited;
      }
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
