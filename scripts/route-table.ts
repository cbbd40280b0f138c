// The client's route table (client/src/app/routes.tsx) as the build and the page budget see it:
// each path with the module its route loads (relative to client/). Read from the table itself, so it
// has one owner.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../client/src/config/paths.ts';

const ROUTES_FILE = path.resolve(import.meta.dirname, '../client/src/app/routes.tsx');
const ENTRY = /route\(paths\.(\w+), \(\) => import\('([^']+)'\)/g;

export function routeModules(): Record<string, string> {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const table: Record<string, string> = {};
  for (const [, name, module] of source.matchAll(ENTRY)) {
    const route = paths[name as keyof typeof paths];
    if (!route) throw new Error(`routes.tsx names an unknown path: paths.${name}`);
    table[route] = path
      .relative(path.resolve(ROUTES_FILE, '../../..'), path.resolve(path.dirname(ROUTES_FILE), module))
      .split(path.sep)
      .join('/');
  }
  if (Object.keys(table).length === 0) throw new Error('no route found in routes.tsx');
  return table;
}
