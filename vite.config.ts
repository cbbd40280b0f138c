import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cacheVersion, precacheList, renderServiceWorker } from './client/sw/build.ts';
import { paths } from './client/src/config/paths.ts';
import { EARLY_START, START_PATH } from './client/src/features/game/early-start.ts';
import { ANON_ID_PATTERN, KEYS } from './client/src/lib/storage.ts';
import { SESSION_MODULE } from './scripts/page-budget.ts';
import { LANGUAGES, type Language } from './contracts/language.ts';
import commonEn from './client/src/app/locales/en.ts';
import commonEs from './client/src/app/locales/es.ts';
import homeEn from './client/src/features/home/locales/en.ts';
import homeEs from './client/src/features/home/locales/es.ts';
import { pageTextModules, routeModules, SHELL_NAMESPACE, textModules } from './scripts/route-table.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const publicDir = path.resolve(import.meta.dirname, 'client/public');

/** Writes sw.js into the build: client/sw/sw.js with this build's file list and a version from them. */
function serviceWorker(): Plugin {
  return {
    name: 'futboltrivia:service-worker',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const template = readFileSync(path.resolve(import.meta.dirname, 'client/sw/sw.js'), 'utf8');
        const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
        const emitted = Object.keys(bundle).sort();
        // The names (hashed by content), the page, the public files' bytes and the worker itself.
        const html = bundle['index.html'];
        const version = cacheVersion([
          ...emitted,
          html?.type === 'asset' ? String(html.source) : '',
          ...publicFiles.flatMap((name) => [name, readFileSync(path.join(publicDir, name), 'latin1')]),
          template,
        ]);
        const source = renderServiceWorker(template, version, precacheList(emitted, publicFiles));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}

/**
 * Everything the entry imports statically goes into one chunk ('shell'): every page needs it, and
 * one request costs less than the dozen small chunks shared with the routes would (each answer also
 * carries its headers). Routes keep their own chunks.
 */
const shellModules = new Set<string>();
function shellChunk(): Plugin {
  return {
    name: 'futboltrivia:shell-chunk',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (shellModules.has(id)) return;
        shellModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      if (entry) visit(entry);
    },
  };
}

/**
 * The boot script (theme and language before the first paint) and the shell's stylesheet go inside
 * index.html: neither then blocks the first paint on a round trip of its own. The boot script also
 * starts downloading the opened page's own chunks (from the route table), alongside the shell
 * rather than after it. The server allows the inline script by its hash (server/http/security-headers.ts).
 */
function inlineShell(): Plugin {
  return {
    name: 'futboltrivia:inline-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** Chunks and everything they import statically, all the way down, leaving out `known`. */
        const closure = (files: string[], known = new Set<string>()) => {
          const found = new Set<string>();
          const visit = (file: string) => {
            if (known.has(file) || found.has(file)) return;
            found.add(file);
            for (const next of byName.get(file)?.imports ?? []) visit(next);
          };
          for (const file of files) visit(file);
          return found;
        };
        // What the entry loads anyway (index.html preloads it).
        const shell = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        // A module's chunk and what it imports beyond the shell, with their styles.
        const filesOf = (module: string) => {
          const id = path.resolve(import.meta.dirname, 'client', module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          const files = [...closure(chunk ? [chunk.fileName] : [], shell)];
          const css = new Set(files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]));
          return [...files, ...css].map((file) => `/${file}`);
        };
        const preloads = Object.fromEntries(
          Object.entries(routeModules()).map(([route, module]) => [route, filesOf(module)]),
        );
        // The texts each page shows, in each language: the shell's (under '') and the route's own.
        const texts = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            {
              '': filesOf(textModules()[SHELL_NAMESPACE][language]),
              ...Object.fromEntries(
                Object.keys(preloads).map((route) => [
                  route,
                  pageTextModules(route, language)
                    .slice(1)
                    .flatMap((module) => filesOf(module)),
                ]),
              ),
            },
          ]),
        );
        // A stored token with no stored player to show meanwhile is checked first: its machine then
        // downloads alongside the shell (preloadScript).
        const session = filesOf(SESSION_MODULE);
        const boot = [
          readFileSync(path.join(publicDir, 'boot.js'), 'utf8').trim(),
          preloadScript(preloads, texts, session),
          EARLY_START_SCRIPT,
        ].join('\n');
        let page = html.replace('<script src="/boot.js"></script>', () => `<script>${boot}</script>`);
        // The shell's stylesheet inline; its file stays, named by a disabled link (never fetched) that
        // tells Vite's loader the sheet is there when a lazy chunk lists it among its dependencies.
        page = page.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
          (link, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
          },
        );
        return page;
      },
    },
  };
}

/**
 * A script that adds preload links for the files of the page being opened and its texts in the
 * stored language (only that language's), and the session's when a stored token without a stored
 * player must be checked before anything shows (a stored player renders signed in, and the check
 * loads after the page has drawn).
 */
const preloadScript = (
  preloads: Record<string, string[]>,
  texts: Record<string, Record<string, string[]>>,
  session: string[],
) =>
  `(function (files, texts, session) {
  var checkFirst = false, lang = 'es';
  try {
    checkFirst = localStorage.getItem(${JSON.stringify(KEYS.token)}) !== null && localStorage.getItem(${JSON.stringify(KEYS.user)}) === null;
    if (localStorage.getItem(${JSON.stringify(KEYS.lang)}) === 'en') lang = 'en';
  } catch (e) {}
  var path = location.pathname;
  (files[path] || []).concat(texts[lang][''], texts[lang][path] || [], checkFirst ? session : []).forEach(function (file) {
    var link = document.createElement('link');
    // crossorigin as Vite's own links have it, so the preloaded file is the one they use.
    if (/\\.css$/.test(file)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  });
})(${JSON.stringify(preloads)}, ${JSON.stringify(texts)}, ${JSON.stringify(session)});`;

/**
 * Opened at /juego (today's game: no query, no debug play), the page asks for today's play at once,
 * beside the download of its code rather than after it, with the headers the app's own call sends
 * (client/src/lib/api.ts); the game takes the answer (client/src/features/game/early-start.ts) or,
 * when there is none, asks again. A browser without an anonymous id gets it here, as the app would.
 */
const EARLY_START_SCRIPT = `(function () {
  if (location.pathname !== ${JSON.stringify(paths.game)} || location.search) return;
  try {
    if (localStorage.getItem(${JSON.stringify(KEYS.debugMode)}) === 'true') return;
    var id = localStorage.getItem(${JSON.stringify(KEYS.anonId)});
    if (!id || !${ANON_ID_PATTERN.toString()}.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(${JSON.stringify(KEYS.anonId)}, id);
    }
    var headers = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Anon-Id': id,
      'Accept-Language': localStorage.getItem(${JSON.stringify(KEYS.lang)}) === 'en' ? 'en' : 'es' };
    var token = localStorage.getItem(${JSON.stringify(KEYS.token)});
    if (token) headers.Authorization = 'Bearer ' + token;
    window[${JSON.stringify(EARLY_START)}] = {
      at: Date.now(),
      reply: fetch(${JSON.stringify(`/api${START_PATH}`)}, { method: 'POST', headers: headers,
        body: localStorage.getItem(${JSON.stringify(KEYS.hardMode)}) === 'true' ? '{"dificil":true}' : '{}' })
        .then(function (response) { return response.ok ? response.json() : null; })
        .catch(function () { return null; })
    };
  } catch (e) {}
})();`;

const PAGE_META =
  "<!--page-meta: the description and a shared link's preview, in the page's language (vite.config.ts)-->";
/** The catalogues the page's head reads: the shell's name and tagline, the home page's summary. */
const HEAD_TEXTS = { es: { common: commonEs, home: homeEs }, en: { common: commonEn, home: homeEn } };
const OG_LOCALES: Record<Language, string> = { es: 'es_ES', en: 'en_US' };
const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** index.html in one language: its `lang`, its description and the Open Graph and Twitter card tags. */
export function pageIn(html: string, language: Language): string {
  const { common, home } = HEAD_TEXTS[language];
  const title = `${common.app.name}: ${common.app.tagline}`;
  const description = home.hero.subtitle;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', common.app.name],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:locale', OG_LOCALES[language]],
    ...LANGUAGES.filter((other) => other !== language).map((other): [string, string, string] => [
      'property',
      'og:locale:alternate',
      OG_LOCALES[other],
    ]),
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (!html.includes(PAGE_META)) throw new Error('index.html has lost its page-meta marker');
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(
      PAGE_META,
      tags.map(([kind, name, content]) => `<meta ${kind}="${name}" content="${attribute(content)}" />`).join('\n    '),
    );
}

/**
 * One page per language: index.html in Spanish (the default) and index.en.html in English, which the
 * server sends by the caller's Accept-Language, so a shared link's preview reads in the language of
 * whoever shares or opens it. The dev server serves the Spanish one.
 */
function pageLanguages(): Plugin {
  return {
    name: 'futboltrivia:page-languages',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.bundle ? html : pageIn(html, 'es')),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = String(page.source);
        page.source = pageIn(html, 'es');
        this.emitFile({ type: 'asset', fileName: 'index.en.html', source: pageIn(html, 'en') });
      },
    },
  };
}

/** Text files worth compressing; each gets .br and .gz siblings the server sends as they are. */
const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/;

/** Brotli (quality 11) and gzip (level 9) at build time, so no request pays for compressing. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'futboltrivia:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.parentPath.includes('.vite')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Tiny leaf modules many pages import: inside the shell they cost a few hundred bytes, apart a request
 * each (with its headers). Play Now's checks and the game's calls are among them: the home page, the
 * game and the already-played page all need them first.
 */
const SHELL_LEAVES =
  /\/(client\/src\/lib\/time-format\.ts|machines\/game\/scoring\.ts|machines\/game\/normalize\.ts|client\/src\/components\/(AdSlot|ExampleWord)\.tsx|client\/src\/features\/game\/(entry-check|api|early-start)\.ts)$/;

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  publicDir,
  plugins: [react(), shellChunk(), inlineShell(), pageLanguages(), serviceWorker(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // The chunk graph, for the page-weight budget (scripts/page-budget.ts).
    manifest: true,
    // Browsers without native modulepreload (Safari before 17) only lose the head start; the
    // polyfill would cost every page its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      // (Rolldown's experimentalInlineCommonChunks would save a few requests, but a lazy chunk then
      // may require a module its importer never registered: "Shared chunk … was not registered".)
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: (id) => shellModules.has(id) || SHELL_LEAVES.test(id) },
            // XState and its React hooks together: the pages that run a machine need both. The game's
            // chart (1.4 KB) with them: apart, it cost /juego a request and its head (452 bytes).
            { name: 'xstate', test: /\/node_modules\/(xstate|@xstate\/react)\/|\/machines\/game\/machine\.ts$/ },
            // The board and keyboard (with the rules that colour them), the game's loading screen and
            // how its pages word a play (present.ts) in one chunk (fewer requests).
            {
              name: 'board',
              test: /\/client\/src\/(components\/board\/|features\/game\/(loading\.ts|PageLoading\.tsx|present\.ts)$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
      '/api': { target: apiTarget },
    },
  },
});
