// The page-weight budget (issue 17): the JavaScript each page needs on its first load, from the
// build's manifest (no browser, no timing): the entry with everything it imports statically, plus
// the page's route module with its own static imports and its texts in Spanish (the shell's and
// the route's catalogues; a page loads one language). Sizes are brotli-compressed, as served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { pageTextModules, routeModules } from './route-table.ts';

/** A chunk of Vite's manifest (`build.manifest: true`). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The pages of the budget (those `npm run bench:web` measures). */
export const PAGES = ['/', '/juego', '/leaderboard', '/how-to-play', '/past-games', '/profile'];

/** Pages opened signed in: a stored session also loads its machine at start. */
const SIGNED_IN = new Set(['/past-games', '/profile']);
/** The session's machine, which a browser with a stored token loads at start to check it. */
export const SESSION_MODULE = 'src/features/auth/session-actor.ts';

/** Compressed JavaScript a page may load before it is usable. */
export const BUDGET_KB = 110;

/** The files a page's first load fetches: the entry's static import closure and each module's. */
export function firstLoadFiles(manifest: Manifest, ...modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const module of modules) visit(module);
  return [...files].filter((file) => file.endsWith('.js'));
}

export const brotliSize = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Each page's first-load JavaScript, compressed, in KB. */
export function pageWeights(outDir: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, brotliSize(readFileSync(path.join(outDir, file))));
    return sizes.get(file)!;
  };
  const modules = routeModules();
  const filesOf = (page: string) =>
    firstLoadFiles(
      manifest,
      modules[page],
      ...pageTextModules(page, 'es'),
      ...(SIGNED_IN.has(page) ? [SESSION_MODULE] : []),
    );
  return Object.fromEntries(
    PAGES.map((page) => [page, filesOf(page).reduce((sum, file) => sum + sizeOf(file), 0) / 1024]),
  );
}
