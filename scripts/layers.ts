// The import rule of the layers (README, "Architecture"): each layer imports only itself and the
// layers below it, the client only machines and contracts, and no client feature another feature.
//
//   contracts ← machines ← projections ← server        client → machines, contracts
//   client/src: app → features → components, lib, config, i18n
// A server folder is used from outside only through its index.ts (its catalogues, locales/, aside).
// A read model's table is named only in the projection folder that owns it (its queries.ts).
// A projection's functions, triggers and read indexes are defined only in its folder's projection.sql (projection-sql.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationFiles, projectionSqlFiles, projectionSqlViolations } from './projection-sql.ts';

export type SourceFile = { path: string; source: string };
export type Violation = { from: string; to: string; rule: string };

/** What each top-level layer may import (besides npm packages), and which packages it must not use. */
const LAYERS: Record<string, { may: string[]; packages?: RegExp }> = {
  contracts: { may: ['contracts'], packages: /.*/ },
  // Shared with the browser: no time zone (luxon) either; the server reads the day (server/days/clock.ts).
  machines: { may: ['machines', 'contracts'], packages: /^(node:|pg$|pg-|fastify|@fastify|react|wouter|luxon$)/ },
  projections: {
    may: ['projections', 'machines', 'contracts'],
    packages: /^(node:|fastify|@fastify|react|wouter|pg-boss)/,
  },
  server: { may: ['server', 'projections', 'machines', 'contracts'], packages: /^(react|wouter)/ },
  client: { may: ['client', 'machines', 'contracts'], packages: /^(node:|pg$|pg-|fastify|@fastify|luxon$)/ },
};

/** Inside client/src: the parts a part may import (features may import only their own folder). */
const CLIENT_PARTS: Record<string, string[]> = {
  app: ['app', 'features', 'components', 'lib', 'config', 'i18n', 'main'],
  features: ['components', 'lib', 'config', 'i18n'],
  components: ['components', 'lib', 'config', 'i18n'],
  lib: ['lib', 'config', 'i18n'],
  config: ['config'],
  i18n: ['i18n', 'lib', 'config'],
  main: ['app', 'lib', 'i18n', 'config', 'components', 'styles'],
};

/**
 * Tables whose every query lives in their owner's folder; other files use the owner's functions or
 * sub-selects. The rebuild names every read model's table to empty and lock it, and nothing else.
 */
const TABLE_OWNERS: Record<string, { owner: string; alsoIn: string[] }> = {
  daily_questions: { owner: 'projections/daily-questions/', alsoIn: ['server/events/rebuild.ts'] },
};

const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of SPECIFIERS) for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

const layerOf = (file: string) => file.split('/')[0];

/** server/accounts/users.ts → 'accounts'; null for the server's own root files (the wiring). */
const serverFolder = (file: string) => /^server\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * An import of another server folder's file other than its public entry (index.ts) or its
 * catalogues. The wiring (server/main.ts) may open the database itself: db/open.ts reaches the
 * features that prepare it, so the entry every feature uses must not carry it.
 */
function crossesServerFolder(from: string, target: string): boolean {
  const folder = serverFolder(target);
  if (folder === null || folder === serverFolder(from)) return false;
  if (from === 'server/main.ts' && target === 'server/db/open.ts') return false;
  return target !== `server/${folder}/index.ts` && !target.startsWith(`server/${folder}/locales/`);
}

/** client/src/features/game/x.ts → { part: 'features', feature: 'game' } */
function clientPart(file: string): { part: string; feature: string | null } | null {
  const match = /^client\/src\/([^/.]+)(?:\/([^/]+))?/.exec(file);
  if (!match) return null;
  const part = match[1];
  return { part, feature: part === 'features' ? (match[2] ?? null) : null };
}

function tableViolations(file: SourceFile): Violation[] {
  return Object.entries(TABLE_OWNERS)
    .filter(([table, { owner, alsoIn }]) => {
      if (file.path.startsWith(owner) || alsoIn.includes(file.path)) return false;
      return new RegExp(`\\b${table}\\b`).test(file.source);
    })
    .map(([table, { owner }]) => ({ from: file.path, to: table, rule: `only ${owner} queries ${table}` }));
}

export function violations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    const rules = LAYERS[layerOf(file.path)];
    if (!rules) continue; // scripts, bench, tests and config files may use anything
    found.push(...tableViolations(file));
    for (const specifier of importsOf(file.source)) {
      if (!specifier.startsWith('.')) {
        if (rules.packages?.test(specifier))
          found.push({ from: file.path, to: specifier, rule: `${layerOf(file.path)} must not use the package` });
        continue;
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      const targetLayer = layerOf(target);
      if (!rules.may.includes(targetLayer)) {
        found.push({
          from: file.path,
          to: target,
          rule: `${layerOf(file.path)} may import only ${rules.may.join(', ')}`,
        });
        continue;
      }
      if (crossesServerFolder(file.path, target)) {
        found.push({ from: file.path, to: target, rule: 'another server folder is used through its index.ts only' });
        continue;
      }
      const from = clientPart(file.path);
      const to = clientPart(target);
      if (!from || !to) continue;
      if (from.part === 'features' && to.part === 'features' && from.feature !== to.feature) {
        found.push({ from: file.path, to: target, rule: 'a feature never imports another feature' });
      } else if (from.part !== 'features' || to.part !== 'features') {
        if (!(CLIENT_PARTS[from.part] ?? []).includes(to.part)) {
          found.push({
            from: file.path,
            to: target,
            rule: `client ${from.part} may import only ${CLIENT_PARTS[from.part]?.join(', ')}`,
          });
        }
      }
    }
  }
  return found;
}

const SOURCE = /\.(ts|tsx)$/;

function walk(root: string, dir: string, out: SourceFile[]) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(root, relative, out);
    else if (SOURCE.test(entry.name))
      out.push({ path: relative, source: readFileSync(path.join(root, relative), 'utf8') });
  }
}

/** Every source file of the layers, paths relative to the repository root. */
export function layerFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const layer of Object.keys(LAYERS)) walk(root, layer, files);
  return files;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const found = violations(layerFiles(root));
  for (const v of found) console.error(`${v.from} → ${v.to}: ${v.rule}`);
  console.log(
    found.length === 0
      ? 'layers: every import runs downward, and server folders meet only at their index.ts (0 crossings)'
      : `layers: ${found.length} imports run the wrong way or cross into another folder's files`,
  );
  // A projection's functions, triggers and indexes: defined in its folder, applied by migrations (projection-sql.ts).
  const sql = projectionSqlViolations(projectionSqlFiles(root), migrationFiles(root));
  for (const violation of sql) console.error(violation);
  console.log(
    sql.length === 0
      ? "layers: each projection's functions, triggers and indexes are its folder's text, applied by migrations"
      : `layers: ${sql.length} projection SQL definitions outside their folder or not applied`,
  );
  process.exit(found.length + sql.length === 0 ? 0 : 1);
}
