import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT_DIR } from '../../../../server/config.ts';

const CLIENT_SRC = path.join(ROOT_DIR, 'client', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The arguments of every `useMachine(...)` call in a source text. */
function useMachineCalls(source: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf('useMachine('); start !== -1; start = source.indexOf('useMachine(', start + 1)) {
    let depth = 0;
    let end = start + 'useMachine'.length;
    do {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    calls.push(source.slice(start, end));
  }
  return calls;
}

test('given the client’s machines, then every useMachine call passes machineOptions() so ?inspect can show it', () => {
  const calls = sourceFiles(CLIENT_SRC).flatMap((file) =>
    useMachineCalls(readFileSync(file, 'utf8')).map((call) => ({ file: path.relative(ROOT_DIR, file), call })),
  );
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter(({ call }) => !call.includes('machineOptions()'))).toEqual([]);
});
