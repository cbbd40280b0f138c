import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT_DIR } from '../../../server/config.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (...args: string[]) =>
  run(process.execPath, [path.join(ROOT_DIR, 'scripts', 'admin.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: t.db.url },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const isAdmin = async (token: string) =>
  (await t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(token) })).json().usuario.admin;

test('given an account, when npm run admin grants then revokes it by e-mail, then its session follows at once', async () => {
  const { token, usuario } = await registerUser(t.app);
  const granted = await admin('grant', usuario.email.toUpperCase());
  expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining('is now an admin') });
  expect(await isAdmin(token)).toBe(true);
  const revoked = await admin('revoke', usuario.email);
  expect(revoked).toMatchObject({ code: 0, stdout: expect.stringContaining('no longer an admin') });
  expect(await isAdmin(token)).toBe(false);
});

test('given an e-mail without an account, then the command fails and says so', async () => {
  expect(await admin('grant', 'nobody@example.com')).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('no account'),
  });
});

test('given a wrong command, then it prints the usage', async () => {
  expect(await admin('promote', 'x@example.com')).toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
});
