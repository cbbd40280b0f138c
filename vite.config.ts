import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cacheVersion, precacheList, renderServiceWorker } from './client/sw/build.ts';

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

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  publicDir,
  plugins: [react(), serviceWorker()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
      '/api': { target: apiTarget },
    },
  },
});
