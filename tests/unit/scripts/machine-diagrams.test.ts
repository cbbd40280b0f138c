import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { findMachines, renderMarkdown, renderMermaid } from '../../../scripts/machine-diagram.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('machine diagrams', () => {
  test('a machine renders as a Mermaid state diagram with its states, initial state, guards and final states', () => {
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { OPEN: { target: 'open', guard: 'unlocked' } } },
        open: { on: { CLOSE: 'closed', BREAK: 'broken' } },
        broken: { type: 'final' },
      },
    });
    const diagram = renderMermaid(machine);
    expect(diagram).toContain('[*] --> root_closed');
    expect(diagram).toContain('root_closed --> root_open : OPEN [unlocked]');
    expect(diagram).toContain('root_open --> root_broken : BREAK');
    expect(diagram).toContain('root_broken --> [*]');
  });

  test('docs/machines holds an up-to-date diagram for every machine (run `npm run machines`)', async () => {
    const machines = await findMachines(root);
    expect(machines.map((m) => m.machine.id)).toContain('game');
    for (const { machine, source } of machines) {
      const file = path.join(root, 'docs', 'machines', `${machine.id}.md`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} is stale`).toBe(renderMarkdown(machine, source));
    }
    const files = readdirSync(path.join(root, 'docs', 'machines')).sort();
    expect(files).toEqual(machines.map((m) => `${m.machine.id}.md`).sort());
  });
});
