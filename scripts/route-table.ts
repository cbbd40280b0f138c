// The client's route table (client/src/app/routes.tsx) and catalogue table (client/src/app/texts.ts)
// as the build and the page budget see them: each path with the module its route loads and the
// namespaces of its texts, and each namespace's module in each language (paths relative to
// client/). Read from the tables themselves, so each has one owner.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../contracts/language.ts';
import { paths } from '../client/src/config/paths.ts';

const APP = path.resolve(import.meta.dirname, '../client/src/app');
const CLIENT = path.resolve(APP, '../..');
const ROUTES_FILE = path.join(APP, 'routes.tsx');
const TEXTS_FILE = path.join(APP, 'texts.ts');
const ROUTE = /route\(\s*paths\.(\w+),\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const CATALOGUE =
  /(\w+):\s*\{\s*es:\s*\(\)\s*=>\s*import\('([^']+)'\),\s*en:\s*\(\)\s*=>\s*import\('([^']+)'\),?\s*\}/g;

/** The namespace every page shows (the shell's). */
export const SHELL_NAMESPACE = 'common';

const fromApp = (module: string) => path.relative(CLIENT, path.resolve(APP, module)).split(path.sep).join('/');

/** Each path of the route table: its page's module and the namespaces its texts are in. */
export function routeTable(): Record<string, { module: string; namespaces: string[] }> {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const table: Record<string, { module: string; namespaces: string[] }> = {};
  for (const [, name, namespaces, module] of source.matchAll(ROUTE)) {
    const route = paths[name as keyof typeof paths];
    if (!route) throw new Error(`routes.tsx names an unknown path: paths.${name}`);
    table[route] = {
      module: fromApp(module),
      namespaces: [...namespaces.matchAll(/'(\w+)'/g)].map((match) => match[1]),
    };
  }
  const written = source.match(/route\(\s*paths\./g)?.length ?? 0;
  if (written === 0 || Object.keys(table).length !== written)
    throw new Error(`routes.tsx: read ${Object.keys(table).length} of its ${written} routes`);
  return table;
}

/** Each path with the module its route loads. */
export const routeModules = (): Record<string, string> =>
  Object.fromEntries(Object.entries(routeTable()).map(([route, { module }]) => [route, module]));

/** Each namespace's catalogue module in each language. */
export function textModules(): Record<string, Record<Language, string>> {
  const source = readFileSync(TEXTS_FILE, 'utf8');
  const table: Record<string, Record<Language, string>> = {};
  for (const [, namespace, es, en] of source.matchAll(CATALOGUE))
    table[namespace] = { es: fromApp(es), en: fromApp(en) };
  if (!table[SHELL_NAMESPACE]) throw new Error(`texts.ts has no ${SHELL_NAMESPACE} catalogue`);
  return table;
}

/** The catalogue modules a page's first load needs in a language: the shell's and its route's. */
export function pageTextModules(route: string, language: Language): string[] {
  const texts = textModules();
  const namespaces = [SHELL_NAMESPACE, ...(routeTable()[route]?.namespaces ?? [])];
  return namespaces.map((namespace) => {
    const module = texts[namespace]?.[language];
    if (!module) throw new Error(`route ${route} names a namespace texts.ts does not have: ${namespace}`);
    return module;
  });
}
