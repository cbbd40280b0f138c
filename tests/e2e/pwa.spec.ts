import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Installable (a manifest with its icons) and able to open offline (the service worker the build
// writes): the e2e server serves a production build, so the worker registers as in production.

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Today in Madrid, as the game stores it (a record of another day is cleared when the app starts). */
const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/** Waits for the worker to be active, then reloads so it controls the page for sure. */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('every page links the manifest; the manifest is complete and its icons are PNGs of the stated sizes', async ({
  page,
  request,
}) => {
  for (const route of ['/', '/leaderboard', '/about', '/juego', '/no-such-page']) {
    await page.goto(route);
    await expect(page.locator('link[rel="manifest"]'), route).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]'), route).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
    await expect(page.locator('link[rel="apple-touch-icon"]'), route).toHaveAttribute('href', /\.png$/);
  }

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Fútbol Trivia',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'es',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.description.length).toBeGreaterThan(10);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const purposes = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort();
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const appleIcon = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
  for (const { src, sizes } of [...manifest.icons, { src: appleIcon, sizes: null }]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    const { width, height } = pngSize(await icon.body());
    expect(width, src).toBe(height);
    if (sizes) expect(`${width}x${height}`, src).toBe(sizes);
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the worker controls the page; offline, every route opens the shell with a notice and the last result', async ({
  page,
  context,
}) => {
  await page.goto('/');
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
  await expect(page.getByTestId('offline-notice')).toBeEmpty();

  const record = {
    lastPlayedDate: madridToday(),
    gameResult: {
      score: 1234,
      stars: 3,
      attempts: 2,
      hintsUsed: 0,
      timeInSeconds: 75,
      gameWon: true,
      fechaAsignada: madridToday(),
    },
    playedAt: new Date().toISOString(),
    fechaAsignada: madridToday(),
  };
  await page.evaluate((value) => localStorage.setItem('futboltrivia_daily_game', value), JSON.stringify(record));

  // The network goes away for the page and for the worker: the worker tries the network first, fails,
  // and answers from its cache.
  const workerFailed: string[] = [];
  context.on('requestfailed', (request) => {
    if (request.serviceWorker()) workerFailed.push(new URL(request.url()).pathname);
  });
  await context.setOffline(true);
  for (const route of ['/', '/leaderboard', '/past-games']) {
    const response = await page.goto(route);
    expect(response?.fromServiceWorker(), route).toBe(true);
    expect(workerFailed, route).toContain(route);
    await expect(page.locator('header.site-header'), route).toBeVisible();
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice.getByRole('heading', { name: 'Sin conexión' }), route).toBeVisible();
    await expect(notice, route).toContainText('hace falta conexión');
    const result = page.getByTestId('offline-last-result');
    await expect(result, route).toBeVisible();
    const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${record.lastPlayedDate}T12:00:00Z`),
    );
    for (const text of [date, 'Ganada', '1234 puntos', '3 de 3']) await expect(result, route).toContainText(text);
  }

  // Accessible in both themes (axe on the notice: no serious or critical violation).
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.getByTestId('offline-last-result')).toBeVisible();
    const audit = await new AxeBuilder({ page }).include('[data-testid="offline-notice"]').analyze();
    expect(
      audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      theme,
    ).toEqual([]);
  }

  // Keyboard: the notice folds away and comes back; its state is told to screen readers.
  const notice = page.getByTestId('offline-notice');
  await notice.getByRole('button', { name: 'Ocultar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByRole('button', { name: 'Mostrar', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('offline-last-result')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offline-last-result')).toBeVisible();

  // English, and a lost game.
  await page.evaluate(
    (value) => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('futboltrivia_daily_game', value);
    },
    JSON.stringify({ ...record, gameResult: { ...record.gameResult, gameWon: false, score: 0, stars: 0 } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('offline-last-result')).toContainText('Lost');
  await expect(page.getByTestId('offline-last-result')).toContainText('0 points');
  await expect(page.getByTestId('offline-last-result')).toContainText('0 of 3');

  // The network comes back: the notice goes by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeEmpty();
});

test('offline with no result stored, the notice says so without a last result', async ({ page, context }) => {
  await page.goto('/about');
  await controlledBy(page);
  await context.setOffline(true);
  await page.goto('/how-to-play');
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByTestId('offline-last-result')).toHaveCount(0);
});

test('API answers are never answered by the worker nor kept in its caches', async ({ page }) => {
  const apiResponses: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      apiResponses.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await page.goto('/');
  await controlledBy(page);
  await page.goto('/leaderboard');
  await page.goto('/past-games');
  await page.evaluate(() => fetch('/api/health').then((response) => response.status));
  expect(apiResponses.length).toBeGreaterThan(0);
  expect(apiResponses.filter((response) => response.fromWorker)).toEqual([]);

  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      ),
    );
    return { names, urls: urls.flat() };
  });
  expect(cached.names).toHaveLength(1);
  expect(cached.names[0]).toMatch(/^futboltrivia-shell-\w+$/);
  expect(cached.urls).toEqual(
    expect.arrayContaining([
      '/',
      '/index.html',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/boot.js',
      '/icons/icon-192.png',
    ]),
  );
  expect(cached.urls.some((url) => /^\/assets\/index-.*\.js$/.test(url))).toBe(true);
  expect(cached.urls.filter((url) => url.startsWith('/api'))).toEqual([]);
});
