import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Starts the whole product for the browser tests in a child process (tests/e2e/server.ts): a fresh
 * embedded PostgreSQL, a client build, pg-boss, a local SMTP sink and the app on E2E_PORT.
 * Tests reach the database through DATABASE_URL and captured mail through MAIL_DIR. The server's
 * log goes to the file E2E_SERVER_LOG (and the console with E2E_VERBOSE); failure-reporter.ts
 * prints its part for a test that fails and keeps the file (E2E_KEEP_LOG), else it is removed.
 */
export default async function globalSetup() {
  const logDir = await mkdtemp(path.join(tmpdir(), 'trivia-e2e-log-'));
  process.env.E2E_SERVER_LOG = path.join(logDir, 'server.log');
  const log = createWriteStream(process.env.E2E_SERVER_LOG);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
    env: { ...process.env, PORT: process.env.E2E_PORT },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Record<string, string>>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('E2E_READY ')) resolve(JSON.parse(line.slice('E2E_READY '.length)));
      else {
        log.write(`${line}\n`);
        if (process.env.E2E_VERBOSE) console.log(line);
      }
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
    await new Promise((resolve) => log.end(resolve));
    if (process.env.E2E_KEEP_LOG) console.log(`e2e server log kept at ${process.env.E2E_SERVER_LOG}`);
    else await rm(logDir, { recursive: true, force: true });
  };
}
