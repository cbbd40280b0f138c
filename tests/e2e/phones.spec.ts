// Phones first (issue 26): from 320 px up no page scrolls sideways and no control is cut or off-screen,
// in both languages and themes, signed in and out, with every modal, menu and notice open. Each
// route and state is saved as a screenshot per width (test-results/…/<width>-<what>.png).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import { createAccount, signedIn } from '../helpers/e2e-accounts.ts';
import { randomUUID } from 'node:crypto';
import type { Copa, CupRound, CupRow, CupStage, Palmares } from '../../contracts/api/cup.ts';
import { madridDay } from '../../server/days/clock.ts';
import { loseGame, openGame, winAtOnce, winGame } from '../helpers/e2e-game.ts';
import { freshUsername } from '../helpers/users.ts';

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
      element.closest('.skip-link, section[tabindex="0"]:is([aria-label], [aria-labelledby]), [hidden]') !== null ||
      srOnly(element);
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
  // Sections below the first screen are laid out only once scrolled to (content-visibility: auto):
  // a whole-page look scrolls through them first, as a player would.
  if (fullPage) await seeWholePage(page);
  await expect.poll(() => overflowOf(page), { message: what, timeout: 3000 }).toEqual([]);
  const file = `${page.viewportSize()?.width}-${what.replace(/[^\w.-]+/g, '_')}.png`;
  await page.screenshot({ path: testInfo.outputPath(file), fullPage });
}

async function seeWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
}

/** Where two elements' boxes meet (for a text, the box of its words, not of its block). */
async function overlapOf(page: Page, first: string, second: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const boxOf = (selector: string) => {
        const element = document.querySelector(selector)!;
        const range = document.createRange();
        range.selectNodeContents(element);
        return element.children.length === 0 ? range.getBoundingClientRect() : element.getBoundingClientRect();
      };
      const [one, two] = [boxOf(a), boxOf(b)];
      const width = Math.min(one.right, two.right) - Math.max(one.left, two.left);
      const height = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
      return width > 0 && height > 0 ? Math.round(width * height) : 0;
    },
    [first, second],
  );
}

/** Boxes that scroll on purpose but should not need to on this page (their content is wider). */
async function scrolledSideways(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => `${box.getAttribute('aria-label')}: ${box.scrollWidth} px in ${box.clientWidth} px`),
    );
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

/**
 * Tables a phone cannot read: one wider than the screen or than the box it scrolls in (a row that
 * runs off to the side), or a caption cut at the screen's edge.
 */
async function unreadableTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const name = table.getAttribute('data-testid') ?? table.className;
      const box = table.getBoundingClientRect();
      if (box.right > width + 1) problems.push(`${name} ends at ${Math.round(box.right)} px on a ${width} px screen`);
      const scroller = table.closest('section[tabindex="0"]');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        problems.push(`${name} scrolls sideways: ${scroller.scrollWidth} px in ${scroller.clientWidth} px`);
      // A caption for screen readers only (a 1 px box) is never seen, so never cut.
      const caption = table.querySelector('caption:not(.visually-hidden)');
      if (
        caption &&
        (caption.getBoundingClientRect().right > width + 1 || caption.scrollWidth > caption.clientWidth + 1)
      )
        problems.push(`${name}'s caption is cut`);
    }
    return problems;
  });
}

for (const width of [320, 360]) {
  for (const language of ['es', 'en'] as const) {
    test.describe(`${width} px, ${language}`, () => {
      test.use({ viewport: { width, height: HEIGHT }, hasTouch: true, isMobile: true });

      test('every table reads on a phone: rows as cards, no column to scroll to, no caption cut', async ({
        page,
      }, testInfo) => {
        await prepare(page, { language, theme: width === 320 ? 'dark' : 'light' });
        for (const route of ['/cookies', '/how-to-play']) {
          await page.goto(route);
          await expect(page.locator('main table').first()).toBeVisible();
          await seeWholePage(page);
          expect(await unreadableTables(page), route).toEqual([]);
        }
        await page.goto('/cookies');
        await page.getByTestId('cookie-table').scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`${width}-${language}-cookies.png`) });

        // An admin who played today: the leaderboard, the calendar, and the admin's plays, events and replay.
        await signedInAdmin(page);
        const question = await openGame(page);
        await loseGame(page, question);
        for (const route of ['/leaderboard', '/past-games', '/admin/partidas']) {
          await page.goto(route);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('main .page-loading')).toHaveCount(0);
          await seeWholePage(page);
          expect(await unreadableTables(page), route).toEqual([]);
        }
        await expect(page.getByTestId('play-results')).toBeVisible();
        await expect(page.getByTestId('latest-events-table')).toBeVisible();
        await page.getByTestId('play-results').locator('tbody tr').first().getByRole('button').click();
        await expect(page.getByTestId('replay-events')).toBeVisible();
        await seeWholePage(page);
        expect(await unreadableTables(page), "a play's replay").toEqual([]);
      });
    });
  }
}

test('a long username and e-mail fit the header badge and the profile at 320 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: HEIGHT });
  const username = freshUsername('Muñoz', 4);
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

/**
 * A week of the cup as GET /api/copa gives it on a Thursday: long usernames, a hard-mode win, the
 * player's own row, who is through, out and still to play, and three weeks of the hall of fame. A
 * fixture, so the page is the same whatever day the test runs (and no week of the real hall of fame
 * is closed by this test's read: that happens once, cup.spec.ts seeds it).
 */
function cupFixture(userId: number, username: string): { copa: Copa; palmares: Palmares } {
  const names = ['JuanitoElDelBarrio20', 'MaríaÁngelesGarcía', 'Ñandú_Ibérico', 'xX_Goleador_Xx', 'Peña'];
  const row = (posicion: number | null, name: string, id: number, extra: Partial<CupRow> = {}): CupRow => ({
    posicion,
    usuario_id: id,
    username: name,
    jugado: posicion !== null,
    puntuacion: posicion === null ? null : 1000 - posicion * 37,
    estrellas: posicion === null ? null : 3,
    tiempo_segundos: posicion === null ? null : 40 + posicion * 61,
    victoria_dificil: false,
    pasa: posicion !== null && posicion <= 2,
    ...extra,
  });
  const rows = (count: number, plazas: number): CupRow[] => [
    row(1, names[0], -1, { victoria_dificil: true }),
    row(2, username, userId),
    ...names.slice(1, count - 1).map((name, i) => row(i + 3, name, -2 - i, { pasa: i + 3 <= plazas })),
  ];
  const stage = (numero: number, ronda: CupRound, plazas: number, participantes: number): CupStage => ({
    numero,
    fecha: `2026-11-${String(23 + numero).padStart(2, '0')}`,
    ronda,
    plazas,
    participantes,
    clasificacion: rows(5, plazas),
  });
  const today = stage(3, 'round16', 8, 16);
  today.clasificacion.push(row(null, 'ElÚltimoEnJugarHoy', -9));
  const podio = (a: string, b: string, c: string) =>
    [a, b, c].map((name, i) => ({ posicion: i + 1, usuario_id: -20 - i, username: name }));
  return {
    copa: {
      semana: '2026-11-23',
      hasta: '2026-11-29',
      hoy: 3,
      etapas: [stage(0, 'qualifying', 64, 12_345), stage(1, 'round64', 32, 64), stage(2, 'round32', 16, 32), today],
      podio: [],
      miPosicionPrevia: 1234,
    },
    palmares: {
      palmares: [
        {
          semana: '2026-11-16',
          hasta: '2026-11-22',
          participantes: 12_345,
          podio: podio(names[0], names[1], names[2]),
        },
        {
          semana: '2026-11-09',
          hasta: '2026-11-15',
          participantes: 1,
          podio: podio(names[3], username, names[4]).slice(0, 1),
        },
        {
          semana: '2026-11-02',
          hasta: '2026-11-08',
          participantes: 2,
          podio: podio(names[4], names[3], '').slice(0, 2),
        },
      ],
    },
  };
}

/** A question no day has had, with an open report of it (the admins' queue lists it). */
async function reportAQuestion() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const {
      rows: [question],
    } = await client.query<{ id: number }>(
      `select id from questions q where not retirada
          and not exists (select 1 from daily_questions d where d.pregunta_id = q.id)
          and not exists (select 1 from question_reports r where r.pregunta_id = q.id)
        order by id limit 1`,
    );
    await client.query(
      `insert into question_reports (pregunta_id, fecha, anon_id, motivo, texto, idioma)
       values ($1, $2, $3, 'dato-falso', $4, 'es')`,
      [
        question.id,
        madridDay(),
        randomUUID(),
        'Nació en Castronuño (Valladolid), no en Valladolid capital; lo dicen su club y la federación: https://www.rfef.es/noticias/una-direccion-muy-larga-sin-espacios',
      ],
    );
  } finally {
    await client.end();
  }
}

// The pages and modals added after the walk above was written, as a player sees them on the
// narrowest phones and on a desktop, in both languages and both themes.
const LATE_VISITS = [
  { width: 320, language: 'es', theme: 'dark' },
  { width: 320, language: 'en', theme: 'light' },
  { width: 360, language: 'en', theme: 'dark' },
  { width: 360, language: 'es', theme: 'light' },
  { width: 1366, language: 'es', theme: 'light' },
  { width: 1366, language: 'en', theme: 'dark' },
] as const;

for (const { width, language, theme } of LATE_VISITS) {
  const label = `${language}-${theme}`;
  test.describe(`${width} px`, () => {
    test.use({
      viewport: { width, height: width > 1000 ? 900 : HEIGHT },
      hasTouch: width < 1000,
      isMobile: width < 1000,
    });

    test(`hard mode, About this question, the report form, achievements, the pending e-mail, leagues, the cup and the admin queues fit (${language}, ${theme})`, async ({
      page,
    }, testInfo) => {
      // A long walk (a win at a person's pace, then ten pages): room for a loaded machine.
      test.setTimeout(180_000);
      await prepare(page, { language, theme });
      const account = await signedIn(page);
      const auth = { Authorization: `Bearer ${account.token}` };

      // Hard mode: the switch under Play now, the badge, a win with its mark.
      await page.goto('/');
      await page.getByTestId('hard-mode-toggle').check();
      await expectFits(page, testInfo, `${label}-home-hard-mode`);
      await page.getByTestId('play-now').click();
      await expect(page.getByTestId('hard-mode-badge')).toBeVisible();
      await expectFits(page, testInfo, `${label}-game-hard-mode`);
      // At a person's pace: the win ranks, so it earns achievements (only plays that count do).
      await winAtOnce(page);
      await expect(page.getByTestId('hard-mode-win')).toBeVisible();
      // The title ("Congratulations!") stays clear of the close button.
      expect(await overlapOf(page, '#result-title', '.result-modal .modal-close')).toBe(0);
      await expectFits(page, testInfo, `${label}-won-hard-mode`);

      // About this question and the report form, with its error, in the result.
      const modal = page.getByTestId('won-modal');
      await modal.getByTestId('report-open').click();
      await modal.getByTestId('report-send').click();
      await expect(modal.getByTestId('report-text')).toHaveAttribute('aria-invalid', 'true');
      await modal.getByTestId('question-about').scrollIntoViewIfNeeded();
      await expectFits(page, testInfo, `${label}-report-form`);
      await page.goto('/ya-jugaste');
      await expect(page.getByTestId('question-about')).toBeVisible();
      await expectFits(page, testInfo, `${label}-already-played-about`, true);

      // The win in the leaderboard and past games (numbers, plurals and dates in the page's language).
      await page.goto('/leaderboard');
      await expect(page.locator(`[data-testid="lb-row"][data-user="${account.usuario.id}"]`)).toBeVisible();
      await expectFits(page, testInfo, `${label}-leaderboard`, true);
      await page.goto('/past-games');
      await expectFits(page, testInfo, `${label}-past-games`, true);

      // The profile: achievements (the win earned some) and an e-mail change waiting for its link.
      const changed = await page.request.put('/api/profile/change-email', {
        headers: auth,
        data: { nuevoEmail: `pendiente.${account.usuario.email}`, password: account.password },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
      await page.goto('/profile');
      await expect(page.getByTestId('email-pending')).toBeVisible();
      await expect(page.locator('[data-testid="achievement"][data-earned="true"]').first()).toBeVisible();
      await expectFits(page, testInfo, `${label}-profile`, true);

      // Leagues: the list and a league's page with its table.
      const created = await page.request.post('/api/ligas', {
        headers: auth,
        data: { nombre: 'Peña Invencibles del Barrio' },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto('/ligas');
      await expectFits(page, testInfo, `${label}-leagues`, true);
      await page.goto(`/liga?id=${(await created.json()).liga.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peña Invencibles del Barrio');
      await expectFits(page, testInfo, `${label}-league`, true);

      // The weekly cup.
      const cup = cupFixture(account.usuario.id, account.usuario.username);
      await page.route('**/api/copa', (route) => route.fulfill({ json: cup.copa }));
      await page.route('**/api/copa/palmares', (route) => route.fulfill({ json: cup.palmares }));
      await page.goto('/copa');
      await expect(page.getByTestId('cup-row').first()).toBeVisible();
      await expect(page.getByTestId('cup-hall-week')).toHaveCount(3);
      // Weeks read as a native speaker writes them: one month named once.
      await expect(page.getByTestId('cup-week')).toHaveText(
        language === 'es' ? 'Semana del 23 al 29 de noviembre' : 'Week of November 23\u2009–\u200929',
      );
      for (const earlier of await page.getByTestId('cup-earlier').all()) await earlier.locator('summary').click();
      await expectFits(page, testInfo, `${label}-cup`, true);
      // Every round's table fits its card: no column to scroll to.
      expect(await scrolledSideways(page, '.cup-table-wrap')).toEqual([]);

      // The admin's bank list and report queue.
      await reportAQuestion();
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query('update users set admin = true where id = $1', [account.usuario.id]);
      await client.end();
      await page.evaluate(
        (user) => localStorage.setItem('user', user),
        JSON.stringify({ ...account.usuario, admin: true }),
      );
      await page.goto('/admin/partidas');
      await expect(page.getByTestId('reported-question').first()).toBeVisible();
      await expect(page.getByTestId('bank-table')).toBeVisible();
      await expectFits(page, testInfo, `${label}-admin`, true);
      // A reported question's texts read whole on a phone: no column to scroll to.
      if (width < 600) expect(await scrolledSideways(page, '.reported-texts')).toEqual([]);
      await page.getByTestId('bank-table').scrollIntoViewIfNeeded();
      await expectFits(page, testInfo, `${label}-admin-bank`);
    });
  });
}
