// `npm run machines`: writes docs/machines/<id>.md, a Mermaid state diagram per machine.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../server/config.ts';
import { findMachines, renderMarkdown } from './machine-diagram.ts';

const outDir = path.join(ROOT_DIR, 'docs', 'machines');
mkdirSync(outDir, { recursive: true });
const machines = await findMachines(ROOT_DIR);
const written = new Set<string>();
for (const { machine, source } of machines) {
  const file = `${machine.id}.md`;
  writeFileSync(path.join(outDir, file), renderMarkdown(machine, source));
  written.add(file);
  console.log(`docs/machines/${file}`);
}
for (const file of readdirSync(outDir)) if (!written.has(file)) rmSync(path.join(outDir, file));
