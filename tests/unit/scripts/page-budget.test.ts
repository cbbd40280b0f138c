// The page-weight budget (issue 17): the client is built as production builds it, and the JavaScript
// each page's load fetches, from the build's manifest, compressed as served and with each answer's
// headers (as `npm run bench:web` counts it), must stay within BUDGET_KB. A feature that drags
// XState, zod or another page's code onto a page, or splits it into many small requests, fails here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, firstLoadFiles, PAGES, pageWeights, type Manifest } from '../../../scripts/page-budget.ts';

describe('firstLoadFiles', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shell.js'],
      dynamicImports: ['src/Home.tsx', 'src/Game.tsx'],
    },
    '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_machine.js': { file: 'assets/machine.js', imports: ['_runtime.js'] },
    'src/Home.tsx': { file: 'assets/Home.js', imports: ['_shell.js'], css: ['assets/Home.css'] },
    'src/Game.tsx': { file: 'assets/Game.js', imports: ['_machine.js'], dynamicImports: ['src/Modal.tsx'] },
    'src/Modal.tsx': { file: 'assets/Modal.js' },
  };

  it('is the entry and the route with everything they import statically, once each', () => {
    expect(firstLoadFiles(manifest, 'src/Home.tsx').sort()).toEqual([
      'assets/Home.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/shell.js',
    ]);
  });

  it('leaves out what is only imported dynamically (a lazy modal)', () => {
    expect(firstLoadFiles(manifest, 'src/Game.tsx').sort()).toEqual([
      'assets/Game.js',
      'assets/index.js',
      'assets/machine.js',
      'assets/runtime.js',
      'assets/shell.js',
    ]);
  });

  it('refuses a route the build does not have', () => {
    expect(() => firstLoadFiles(manifest, 'src/Missing.tsx')).toThrow(/not in the build manifest/);
  });
});

describe(`each page's load fetches at most ${BUDGET_KB} KB of compressed JavaScript, headers included`, () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  let weights: Record<string, number>;

  beforeAll(async () => {
    // As `npm run build` builds it: Vite keeps a NODE_ENV it finds, and vitest's is 'test'.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      configFile: path.resolve(import.meta.dirname, '../../../vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    weights = pageWeights(outDir);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it.each(PAGES)('%s', (page) => {
    expect(weights[page]).toBeGreaterThan(10);
    expect(weights[page], `${page}: ${weights[page].toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB);
  });
});
