import { expect, test } from '@playwright/test';

const routes = [
  '/',
  '/juego',
  '/ya-jugaste',
  '/login',
  '/registro',
  '/reset-password?token=x',
  '/about',
  '/how-to-play',
  '/leaderboard',
  '/faq',
  '/contact',
  '/profile',
  '/past-games',
  '/privacy-policy',
  '/terms',
  '/cookies',
];

test('every route renders the header and the footer', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('header.site-header'), route).toBeVisible();
    await expect(page.locator('footer.site-footer'), route).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
  }
});

test('the footer links the quick and legal pages, and social links open in a new tab', async ({ page }) => {
  await page.goto('/about');
  const footer = page.locator('footer.site-footer');
  for (const href of [
    '/about',
    '/how-to-play',
    '/leaderboard',
    '/faq',
    '/contact',
    '/privacy-policy',
    '/terms',
    '/cookies',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  for (const id of ['social-link', 'donation-link']) {
    await expect(page.getByTestId(id)).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId(id)).toHaveAttribute('rel', /noopener/);
  }
});

test('Spanish is the default; the language toggle switches the texts and survives a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('lang-toggle')).toHaveText('ES');
  await expect(page.locator('footer')).toContainText('Enlaces rápidos');
  await page.getByTestId('lang-toggle').click();
  await expect(page.getByTestId('lang-toggle')).toHaveText('EN');
  await expect(page.locator('footer')).toContainText('Quick Links');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('footer')).toContainText('Quick Links');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('a page loads the texts of its language only, and a switch shows no key while the other language loads', async ({
  page,
}) => {
  const catalogues = (language: string) =>
    requested.filter((path) => new RegExp(`^/assets/${language}-[\\w-]+\\.js$`).test(path));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/how-to-play');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Cómo jugar');
  expect(catalogues('es')).toHaveLength(3); // the shell's and the page's two (its own, the cup's rounds)
  expect(catalogues('en')).toEqual([]);

  // The English catalogues are held back: meanwhile the page stays Spanish, never a key.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const english = page.waitForRequest(/\/assets\/en-[\w-]+\.js$/);
  await page.getByTestId('lang-toggle').click();
  await english;
  await page.waitForTimeout(300);
  await expect(heading).toHaveText('Cómo jugar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  release();
  await expect(heading).toHaveText('How to play');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(catalogues('en')).toHaveLength(3);
});

test('a shared link’s preview (Open Graph, Twitter card) is in the language of whoever opens it, Spanish by default', async ({
  browser,
  request,
}) => {
  const head = async (acceptLanguage: string | null) => {
    const response = await request.get('/juego', {
      headers: acceptLanguage === null ? {} : { 'Accept-Language': acceptLanguage },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (name: string) =>
      new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    return {
      lang: /<html lang="(\w+)"/.exec(html)?.[1],
      title: meta('og:title'),
      description: meta('og:description'),
      locale: meta('og:locale'),
      alternate: meta('og:locale:alternate'),
      card: meta('twitter:card'),
      twitterTitle: meta('twitter:title'),
      summary: meta('description'),
    };
  };
  const spanish = {
    lang: 'es',
    title: 'Fútbol Trivia: El reto diario de LaLiga',
    description:
      'Cada día, un jugador de LaLiga escondido. Adivínalo letra a letra con cinco intentos y hasta tres pistas.',
    locale: 'es_ES',
    alternate: 'en_US',
    card: 'summary',
    twitterTitle: 'Fútbol Trivia: El reto diario de LaLiga',
    summary:
      'Cada día, un jugador de LaLiga escondido. Adivínalo letra a letra con cinco intentos y hasta tres pistas.',
  };
  const english = {
    lang: 'en',
    title: 'Fútbol Trivia: The daily LaLiga challenge',
    description:
      'Every day, one hidden LaLiga player. Guess the name letter by letter with five attempts and up to three hints.',
    locale: 'en_US',
    alternate: 'es_ES',
    card: 'summary',
    twitterTitle: 'Fútbol Trivia: The daily LaLiga challenge',
    summary:
      'Every day, one hidden LaLiga player. Guess the name letter by letter with five attempts and up to three hints.',
  };
  expect(await head(null)).toEqual(spanish);
  expect(await head('es-ES,es;q=0.9')).toEqual(spanish);
  expect(await head('en-US,en;q=0.9')).toEqual(english);
  expect(await head('de-DE,de;q=0.9,en;q=0.5')).toEqual(english);

  // The English page runs as the Spanish one does (its inline scripts are the ones the policy allows).
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('play-now')).toBeVisible();
  expect(blocked).toEqual([]);
  await context.close();
});

test('dark is the default theme; the theme toggle (moon / sun) survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-toggle').locator('[data-icon="moon"]')).toBeVisible();
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByTestId('theme-toggle').locator('[data-icon="sun"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the menu lists the documented entries for a guest and closes on a click outside', async ({ page }) => {
  await page.goto('/faq');
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('menu-panel');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    'Acerca de',
    'Cómo jugar',
    'Clasificación',
    'Copa semanal',
    'Preguntas frecuentes',
    'Contacto',
  ]);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.locator('footer').click({ position: { x: 5, y: 5 } });
  await expect(menu).toBeHidden();
});

test('a menu entry navigates and the page scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const [alternate, canonical] of [
  ['/como-jugar', '/how-to-play'],
  ['/acerca-de', '/about'],
  ['/acerca', '/about'],
  ['/ranking', '/leaderboard'],
  ['/preguntas-frecuentes', '/faq'],
  ['/contacto', '/contact'],
]) {
  test(`${alternate} lands on ${canonical}`, async ({ page }) => {
    await page.goto(alternate);
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  });
}

test('the websocket greets the page with the Madrid day', async ({ page }) => {
  const greeting = new Promise<Record<string, string>>((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        const message = JSON.parse(String(frame.payload));
        if (message.type === 'hello') resolve(message);
      });
    });
  });
  await page.goto('/');
  const hello = await greeting;
  expect(hello.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.parse(hello.serverTime)).not.toBeNaN();
});

test('while the database is away, pages show a calm reconnecting note that goes by itself when it returns', async ({
  page,
}) => {
  let away = true;
  const unavailable = {
    status: 503,
    headers: { 'retry-after': '5' },
    json: { error: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE', message: 'La base de datos no responde' },
  };
  await page.route('**/api/**', (route) => (away ? route.fulfill(unavailable) : route.fallback()));
  await page.goto('/leaderboard');
  const note = page.getByTestId('connection-note');
  await expect(note).toBeVisible();
  await expect(note).toHaveText('Reconectando con el servidor… Tu partida está a salvo.');
  await expect(note).toHaveAttribute('role', 'status');
  away = false;
  await expect(note).toBeHidden({ timeout: 15_000 });
});

test('the already-played page’s menu links to the Spanish alternate paths the spec lists', async ({ page }) => {
  await page.goto('/ya-jugaste');
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('menu-panel');
  for (const href of ['/acerca', '/como-jugar', '/ranking', '/preguntas-frecuentes', '/contacto'])
    await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
  await menu.locator('a[href="/ranking"]').click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('the menu closes on the page an entry opens, and stays closed on going back', async ({ page }) => {
  await page.goto('/faq');
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('menu-panel');
  await menu.getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

test('an unknown page shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
});
