// The project brings its own Node.js (the registry's `node` package): npm scripts run Node 24 even
// when npm itself runs on an older Node (the distribution's 20, here /usr/bin/node when present).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

test('given npm run by whatever Node is on the machine, then scripts run the project’s own Node 24', () => {
  const npmCli = process.env.npm_execpath;
  const systemNode = existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
  expect(existsSync(path.join(ROOT, 'node_modules/.bin/node'))).toBe(true);
  const [runner, args] = npmCli ? [systemNode, [npmCli]] : ['npm', []];
  const version = execFileSync(runner, [...args, 'exec', '--', 'node', '-p', 'process.versions.node'], {
    cwd: ROOT,
    // No other Node on PATH than the system's: the one scripts get must come from node_modules.
    env: { PATH: `${path.dirname(systemNode)}:/usr/bin:/bin`, HOME: process.env.HOME ?? '/tmp' },
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  expect(version).toMatch(/^24\./);
});
