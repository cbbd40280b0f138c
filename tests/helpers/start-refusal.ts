// `npm start`'s entry run until it exits, and the one line a refused start writes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { ROOT_DIR } from '../../server/config.ts';

type Ended = { code: number | null; lines: string[]; stderr: string };

/** `npm start`'s entry with `env` only (no DATABASE_URL unless given), until it exits. */
export function startUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT_DIR, 'server/main.ts')], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CLIENT_DIR: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: stdout.split('\n').filter(Boolean), stderr });
    });
  });
}

/** The one line a refused start wrote: JSON, fatal, naming `setting`, no stack. */
export function expectRefusal(ended: Ended, setting: string): string {
  expect(ended.code, ended.lines.join('\n') + ended.stderr).toBe(1);
  expect(ended.stderr).toBe('');
  expect(ended.lines, 'one line').toHaveLength(1);
  const line = JSON.parse(ended.lines[0]) as Record<string, unknown>;
  expect(line).toMatchObject({ level: 60, setting });
  expect(line).not.toHaveProperty('err');
  expect(ended.lines[0]).not.toMatch(/\bat .*\.ts:\d+/);
  return line.msg as string;
}
