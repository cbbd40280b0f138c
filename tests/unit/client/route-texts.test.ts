// Every page loads its texts with its code: the namespaces the page's modules read (through
// useTranslation or textsOf, following their static imports) are the ones its route names in
// client/src/app/routes.tsx, besides the shell's. A namespace a page reads but its route does not
// name would suspend the page after its first paint (the loading screen in its place, then the
// page again); one its route names but nothing reads is a download for nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable, SHELL_NAMESPACE, textModules } from '../../../scripts/route-table.ts';

const CLIENT = path.resolve(import.meta.dirname, '../../../client');
const STATIC_IMPORT = /^import (?!type )(?:[^'\n]*? from )?'(\.[^']+)'/gm;
const READS = /(?:useTranslation|textsOf)\(\s*(\[[^\]]*\]|'\w+')/g;

/** The namespaces a module and everything it imports statically read. */
function namespacesRead(module: string): Set<string> {
  const read = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, names] of source.matchAll(READS)) for (const [, name] of names.matchAll(/'(\w+)'/g)) read.add(name);
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(path.join(CLIENT, module));
  return read;
}

describe('each route names the namespaces its page reads', () => {
  const texts = textModules();
  it.each(Object.entries(routeTable()))('%s', (_route, { module, namespaces }) => {
    const read = namespacesRead(module);
    read.delete(SHELL_NAMESPACE);
    expect(namespaces.toSorted()).toEqual([...read].sort());
    for (const namespace of namespaces) expect(texts[namespace], namespace).toBeDefined();
  });
});
