// Phones first (issue 26): from 320 px up no page scrolls sideways and no control is cut or off-screen,
// in both languages and themes, signed in and out, with every modal, menu and notice open. Each
// route and state is saved as a screenshot per width (test-results/…/<width>-<what>.png).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import { createAccount, signedIn } from '../helpers/e2e-accounts.ts';
import { loseGame, openGame, winGame } from '../helpers/e2e-game.ts';

const WIDTHS = [320, 360, 390];
const HEIGHT = 740;

const PUBLIC_ROUTES = [
  '/',
  '/juego',
  '/ya-jugaste',
  '/ya-jugaste?reason=anti-exploit',
  '/login',
  '/registro',
  '/reset-password?token=x',
  '/verificar-email?token=x',
  '/about',
  '/how-to-play',
  '/leaderboard',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/cookies',
  '/ligas',
  '/ligas/unirse?codigo=ABCD2345',
  '/no-such-page',
];
/** The routes whose page differs for a signed-in player (an admin: the longest menu, the debug tools). */
const SIGNED_IN_ROUTES = [
  '/',
  '/juego',
  '/ya-jugaste',
  '/leaderboard',
  '/profile',
  '/past-games',
  '/ligas',
  '/admin/partidas',
];

type Visit = { language: 'es' | 'en'; theme: 'dark' | 'light'; signedIn: boolean };
const VISITS: Visit[] = [
  { language: 'es', theme: 'dark', signedIn: false },
  { language: 'en', theme: 'light', signedIn: false },
  { language: 'es', theme: 'light', signedIn: true },
  { language: 'en', theme: 'dark', signedIn: true },
];

/**
 * What does not fit a phone: the page wider than the screen, an element reaching past either side,
 * or a box that cuts its own content (a box that scrolls on purpose is a named, focusable region).
 */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > width) problems.push(`the page is ${scrolled} px wide on a ${width} px screen`);
    const name = (element: Element) => {
      const id = element.getAttribute('data-testid') ?? element.id;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id ? `#${id}` : ''}.${element.classList[0] ?? ''} "${text}"`;
    };
    // Texts for screen readers only (a 1 px box that hides what overflows it), the skip link until
    // focused, and boxes that scroll on purpose (named, focusable regions).
    const srOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(node).overflow === 'hidden') return true;
      }
      return false;
    };
    const exempt = (element: Element) =>
      element.closest('.skip-link, [role="region"][tabindex="0"], [hidden]') !== null || srOnly(element);
    for (const element of document.querySelectorAll('body *')) {
      if (exempt(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -1 || box.right > width + 1)
        problems.push(`${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      const cuts = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
      if (cuts && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${name(element)} cuts its content: ${element.scrollWidth} px in ${element.clientWidth} px`);
    }
    return [...new Set(problems)];
  });
}

/** Waits for the page itself (not its loading state), checks it fits and saves its screenshot. */
async function expectFits(page: Page, testInfo: TestInfo, what: string, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .page-loading')).toHaveCount(0);
  await expect.poll(() => overflowOf(page), { message: what, timeout: 3000 }).toEqual([]);
  const file = `${page.viewportSize()?.width}-${what.replace(/[^\w.-]+/g, '_')}.png`;
  await page.screenshot({ path: testInfo.outputPath(file), fullPage });
}

async function prepare(page: Page, { language, theme }: Pick<Visit, 'language' | 'theme'>) {
  await page.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme],
  );
}

/** A fresh account made admin in the database (sessions read the flag on every request). */
async function signedInAdmin(page: Page) {
  const account = await signedIn(page);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('update users set admin = true where id = $1', [account.usuario.id]);
  await client.end();
  await page.addInitScript(
    (user) => localStorage.setItem('user', user),
    JSON.stringify({ ...account.usuario, admin: true }),
  );
  return account;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT }, hasTouch: true, isMobile: true });

    for (const visit of VISITS) {
      const label = `${visit.language}-${visit.theme}-${visit.signedIn ? 'signed-in' : 'signed-out'}`;
      test(`every route fits (${label})`, async ({ page }, testInfo) => {
        await prepare(page, visit);
        const routes = visit.signedIn ? [...SIGNED_IN_ROUTES] : PUBLIC_ROUTES;
        if (visit.signedIn) {
          const { token } = await signedInAdmin(page);
          // A league of their own, with a long name, for its page.
          const created = await page.request.post('/api/ligas', {
            headers: { Authorization: `Bearer ${token}` },
            data: { nombre: 'Peña Invencibles del Barrio' },
          });
          expect(created.status(), await created.text()).toBe(201);
          routes.push(`/liga?id=${(await created.json()).liga.id}`);
        }
        for (const route of routes) {
          await page.goto(route);
          await expectFits(page, testInfo, `${label}${route}`, true);
        }
      });
    }

    test('the menus, the statistics, a form with its errors, the contact confirmation and the offline notice fit', async ({
      page,
      context,
    }, testInfo) => {
      const language = width === 360 ? 'en' : 'es';
      await prepare(page, { language, theme: width === 390 ? 'light' : 'dark' });
      await signedInAdmin(page);
      await page.goto('/');
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('menu-panel')).toBeVisible();
      await expect(page.getByTestId('menu-admin')).toBeVisible();
      await expectFits(page, testInfo, `${language}-menu`);
      await page.getByTestId('menu-toggle').click();

      await page.getByTestId('stats-button').click();
      await expect(page.getByTestId('stats-dialog')).toBeVisible();
      await expectFits(page, testInfo, `${language}-statistics`);
      await page.keyboard.press('Escape');

      await page.goto('/contact');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectFits(page, testInfo, `${language}-contact-errors`);
      await page.route('**/api/contact/send', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
      );
      await page.locator('#contact-name').fill('Eva');
      await page.locator('#contact-email').fill('eva@example.com');
      await page.locator('#contact-subject').fill('Una pregunta');
      await page.locator('#contact-message').fill('¿Cuándo cambia la pregunta del día?');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFits(page, testInfo, `${language}-contact-sent`);

      await page.goto('/profile');
      await expect(page.getByTestId('profile-stats').or(page.getByTestId('profile-no-stats'))).toBeVisible();
      await context.setOffline(true);
      await expect(page.locator('.offline-notice')).toBeVisible();
      await expectFits(page, testInfo, `${language}-offline`);
      await context.setOffline(false);
    });

    for (const outcome of ['won', 'lost'] as const) {
      test(`the ${outcome} result, the board behind it and the already-played page fit`, async ({ page }, testInfo) => {
        const language = outcome === 'won' ? 'es' : 'en';
        await prepare(page, { language, theme: outcome === 'won' ? 'light' : 'dark' });
        await signedIn(page);
        const question = await openGame(page);
        await (outcome === 'won' ? winGame(page, question) : loseGame(page, question));
        await expectFits(page, testInfo, `${language}-${outcome}-modal`);
        await page.getByTestId(`${outcome}-modal`).getByRole('button').first().click();
        await expectFits(page, testInfo, `${language}-${outcome}-board`);
        await page.goto('/ya-jugaste');
        await expect(page.getByTestId('already-played')).toBeVisible();
        await expectFits(page, testInfo, `${language}-${outcome}-already-played`);
      });
    }

    test('a registration with every field wrong keeps what was typed and fits', async ({ page }, testInfo) => {
      await prepare(page, { language: 'es', theme: 'dark' });
      await page.goto('/registro');
      await page.locator('#register-username').fill('a b');
      await page.locator('#register-email').fill('no-es-un-email');
      await page.locator('#register-password').fill('corta');
      await page.locator('#register-confirm').fill('otra');
      await page.getByTestId('register-submit').click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
      await expectFits(page, testInfo, 'es-register-errors');
    });
  });
}

test('a long username and e-mail fit the header badge and the profile at 320 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: HEIGHT });
  const username = `Muñoz${Date.now().toString(36)}`.slice(0, 20);
  const account = await createAccount(page.request, {
    username,
    email: `${username.toLowerCase()}.con.un.correo.larguisimo@subdominio.e2e.test`,
  });
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(account.usuario)],
  );
  await page.goto('/profile');
  await expect(page.getByTestId('user-badge')).toBeVisible();
  await expectFits(page, testInfo, 'long-names-profile');
});
