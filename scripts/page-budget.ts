// The page-weight budget (issue 17): the JavaScript each page's load fetches, from the build's
// manifest (no browser, no timing): the entry with everything it imports statically, plus the page's
// route module with its own static imports and its texts in Spanish (the shell's and the route's
// catalogues; a page loads one language), each file as served (brotli) with the headers of its
// answer, as a browser counts what it transferred (`npm run bench:web`'s figure). A stored player
// loads nothing more after the first paint (the session check is the shell's call).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { DOCUMENT_ONLY_HEADERS, securityHeaders } from '../server/http/security-headers.ts';
import { pageTextModules, routeModules } from './route-table.ts';

/** A chunk of Vite's manifest (`build.manifest: true`). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The pages of the budget (those `npm run bench:web` measures). */
export const PAGES = ['/', '/juego', '/leaderboard', '/how-to-play', '/past-games', '/profile'];

/** The session's machine, which a browser with a stored token and no stored player loads at start. */
export const SESSION_MODULE = 'src/features/auth/session-actor.ts';

/** Compressed JavaScript a page's load may fetch, headers included. */
export const BUDGET_KB = 110;

/**
 * The bytes of the answer's head for a built script, as the server sends it over HTTP/1.1: the
 * status line, the security headers a script keeps (server/app.ts) and those of the static files
 * and of Node (values of their usual length).
 */
export function scriptHeadBytes(): number {
  const security = Object.entries(securityHeaders(true)).filter(
    ([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name),
  );
  const served: [string, string][] = [
    ['cache-control', 'public, max-age=31536000, immutable'],
    ['connection', 'keep-alive'],
    ['content-encoding', 'br'],
    ['content-type', 'application/javascript; charset=utf-8'],
    ['date', 'Thu, 26 Nov 2026 03:03:09 GMT'],
    ['keep-alive', 'timeout=72'],
    ['transfer-encoding', 'chunked'],
    ['vary', 'accept-encoding'],
  ];
  const lines = ['HTTP/1.1 200 OK', ...[...security, ...served].map(([name, value]) => `${name}: ${value}`), ''];
  return lines.reduce((sum, line) => sum + line.length + 2, 0);
}

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

/** Each page's first-load JavaScript, compressed, with each answer's head, in KB. */
export function pageWeights(outDir: string): Record<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const head = scriptHeadBytes();
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, brotliSize(readFileSync(path.join(outDir, file))) + head);
    return sizes.get(file)!;
  };
  const modules = routeModules();
  const filesOf = (page: string) => firstLoadFiles(manifest, modules[page], ...pageTextModules(page, 'es'));
  return Object.fromEntries(
    PAGES.map((page) => [page, filesOf(page).reduce((sum, file) => sum + sizeOf(file), 0) / 1024]),
  );
}
