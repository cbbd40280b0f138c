// `npm run bench:web`: the product as a phone sees it. Builds the client, starts `npm start` in
// production on a throwaway PostgreSQL, and runs Lighthouse (mobile preset: simulated slow 4G and a
// 4× slower CPU) in the system Chromium on the main pages, two of them signed in. Prints each page's
// scores, paint and blocking times, layout shift and the compressed JavaScript of its first load.
// BENCH_RUNS=<n> (default 5) runs each page n times and prints the median of each figure (a shared
// machine's noise moves single runs' blocking time by tens of milliseconds either way).
import { existsSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import { ROOT, makePlayers, sessionToken, startProduct, workbench } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((file) => existsSync(file));

/** The pages of issue 17 and whether they are opened signed in. */
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/juego', signedIn: false },
  { path: '/leaderboard', signedIn: false },
  { path: '/how-to-play', signedIn: false },
  { path: '/past-games', signedIn: true },
  { path: '/profile', signedIn: true },
];

/** The goal every page must reach. */
export const GOAL = { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0, jsKb: 110, accessibility: 100 };

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Lighthouse's measure of this machine's CPU during the run: figures compare only beside it. */
  benchmarkIndex: number;
};

async function audit(browser: Browser, url: string, session: { token: string; user: string } | null): Promise<Row> {
  const page = await browser.newPage();
  // A first visit: nothing cached, no service worker; a signed-in browser keeps its session in
  // local storage (keys `token` and `user`), which Lighthouse is told to leave alone.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(new URL('/favicon.svg', url).href);
  await page.evaluate(async (value) => {
    // In the page (DOM types are not the bench's): the worker and its caches go.
    const { navigator, caches } = globalThis as unknown as {
      navigator: { serviceWorker: { getRegistrations(): Promise<{ unregister(): Promise<boolean> }[]> } };
      caches: { keys(): Promise<string[]>; delete(name: string): Promise<boolean> };
    };
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    localStorage.clear();
    if (value) {
      localStorage.setItem('token', value.token);
      localStorage.setItem('user', value.user);
    }
  }, session);
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    page,
  );
  await page.close();
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items?: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const js = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  if (process.env.BENCH_DETAIL) {
    // BENCH_DETAIL=1: what the page fetched, its largest paint and where the main thread went.
    for (const request of requests as {
      url?: string;
      resourceType?: string;
      transferSize?: number;
      resourceSize?: number;
      networkRequestTime?: number;
      networkEndTime?: number;
    }[]) {
      console.log(
        `  ${request.resourceType?.padEnd(10)} ${String(request.transferSize).padStart(7)} ${String(request.resourceSize).padStart(7)} ${Math.round(request.networkRequestTime ?? 0)}-${Math.round(request.networkEndTime ?? 0)} ${request.url}`,
      );
    }
    for (const id of Object.keys(lhr.audits).filter((key) => /lcp|largest|render-blocking|bootup|critical/.test(key))) {
      console.log(`  ${id}:`, String(JSON.stringify(lhr.audits[id]?.details)).slice(0, 700));
    }
    console.log(
      '  main thread:',
      String(JSON.stringify(lhr.audits['mainthread-work-breakdown']?.details)).slice(0, 500),
    );
    console.log(
      '  long tasks:',
      String(JSON.stringify((lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items)).slice(
        0,
        1500,
      ),
    );
    console.log("  benchmarkIndex (this machine's CPU, Lighthouse's scale):", lhr.environment.benchmarkIndex);
    console.log(
      '  layout shifts:',
      String(JSON.stringify(lhr.audits['layout-shifts']?.details ?? lhr.audits['cls-culprits-insight']?.details)).slice(
        0,
        1500,
      ),
    );
  }
  return {
    page: new URL(url).pathname,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: js / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Each figure's median over the runs (the page's name from the first). */
function medianRow(runs: Row[]): Row {
  const figures = (Object.keys(runs[0]) as (keyof Row)[]).filter(
    (key): key is Exclude<keyof Row, 'page'> => key !== 'page',
  );
  const median = (key: Exclude<keyof Row, 'page'>) =>
    runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { ...(Object.fromEntries(figures.map((key) => [key, median(key)])) as Omit<Row, 'page'>), page: runs[0].page };
}

const meets = (row: Row) =>
  row.performance >= GOAL.performance &&
  row.lcpMs <= GOAL.lcpMs &&
  row.tbtMs <= GOAL.tbtMs &&
  row.cls <= GOAL.cls &&
  row.jsKb <= GOAL.jsKb &&
  row.accessibility >= GOAL.accessibility;

async function main() {
  if (!CHROMIUM) throw new Error('no Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
  const clientDir = path.join(ROOT, 'dist');
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true },
  });
  const bench = await workbench({ fast: true });
  const product = await startProduct(bench, { CLIENT_DIR: clientDir });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  try {
    const [player] = (await makePlayers(bench.pool, 1, `web${Date.now().toString(36)}`)).filter((p) => p.username);
    const { rows } = await bench.pool.query<{ id: number }>('select id from users where username = $1', [
      player.username,
    ]);
    const base = `http://127.0.0.1:${product.port}`;
    // The browser keeps the player the server gave it at sign-in (as the session check returns it).
    const token = sessionToken(rows[0].id);
    const { usuario } = (await (
      await fetch(`${base}/api/usuarios/perfil`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { usuario: object };
    const session = { token, user: JSON.stringify(usuario) };
    // One warm-up load, so the server's first-request work is not any page's figure.
    await audit(browser, `${base}/`, null);
    const table: Row[] = [];
    const only = process.env.BENCH_PAGES?.split(',');
    for (const { path: route, signedIn } of PAGES.filter((page) => !only || only.includes(page.path))) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(browser, `${base}${route}`, signedIn ? session : null));
      table.push(medianRow(runs));
    }
    console.log(
      `Lighthouse ${RUNS === 1 ? '(one run per page)' : `(each figure the median of ${RUNS} runs per page)`}, mobile preset, ${path.basename(CHROMIUM)}\n`,
    );
    console.log(
      '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | first-load JS (compressed) | benchmarkIndex | goal |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of table) {
      console.log(
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${(row.fcpMs / 1000).toFixed(2)} s | ${(row.lcpMs / 1000).toFixed(2)} s | ` +
          `${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} KB | ${Math.round(row.benchmarkIndex)} | ${meets(row) ? 'met' : 'NOT met'} |`,
      );
    }
    console.log(
      `\nGoal: performance ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcpMs / 1000} s, TBT ≤ ${GOAL.tbtMs} ms, CLS ${GOAL.cls}, first-load JS ≤ ${GOAL.jsKb} KB, accessibility ${GOAL.accessibility}.`,
    );
    process.exitCode = table.every(meets) ? 0 : 1;
  } finally {
    await browser.close();
    product.process.kill('SIGTERM');
    await new Promise((resolve) => product.process.once('exit', resolve));
    await bench.close();
  }
}

await main();
