import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts the whole product for the browser tests in a child process (tests/e2e/server.ts): a fresh
 * embedded PostgreSQL, a client build, pg-boss, a local SMTP sink and the app on E2E_PORT.
 * Tests reach the database through DATABASE_URL and captured mail through MAIL_DIR. The server
 * logs straight into the file E2E_SERVER_LOG (to the console instead with E2E_VERBOSE);
 * failure-reporter.ts prints its part for a test that fails and keeps the file (E2E_KEEP_LOG),
 * else it is removed.
 */
export default async function globalSetup() {
  const logDir = await mkdtemp(path.join(tmpdir(), 'trivia-e2e-log-'));
  process.env.E2E_SERVER_LOG = path.join(logDir, 'server.log');
  const log = openSync(process.env.E2E_SERVER_LOG, 'a');
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
    env: { ...process.env, PORT: process.env.E2E_PORT },
    stdio: ['ignore', process.env.E2E_VERBOSE ? 'inherit' : log, 'inherit', 'ipc'],
  });
  closeSync(log);
  const ready = await new Promise<Record<string, string>>((resolve, reject) => {
    child.on('message', (message: { ready?: Record<string, string> }) => {
      if (message.ready) resolve(message.ready);
    });
    child.on('exit', (code) => reject(new Error(`e2e server exited with ${code}`)));
  });
  Object.assign(process.env, ready);
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (process.env.E2E_KEEP_LOG) console.log(`e2e server log kept at ${process.env.E2E_SERVER_LOG}`);
    else await rm(logDir, { recursive: true, force: true });
  };
}
