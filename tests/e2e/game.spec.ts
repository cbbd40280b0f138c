import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import type { ScoreResult } from '../../contracts/game.ts';
import { scoreWin } from '../../machines/game/scoring.ts';
import { createAccount, signedIn } from '../helpers/e2e-accounts.ts';
import { query } from '../helpers/e2e-db.ts';
import { atHumanPace } from '../helpers/human-pace.ts';
import {
  evaluated,
  loseGame,
  openGame,
  typeWithPhysicalKeyboard,
  typeWithScreenKeyboard,
  winGame,
} from '../helpers/e2e-game.ts';
import { freshUsername } from '../helpers/users.ts';

/** Every row's letters and statuses as shown, to compare a board before and after a reload. */
const boardOf = (page: Page) =>
  page
    .getByTestId('board-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(
          row.querySelectorAll('[data-status]'),
          (tile) => `${tile.textContent}:${tile.getAttribute('data-status')}`,
        ),
      ),
    );

test('an anonymous player misses five times, loses, is shown the answer and can share a grid without it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const question = await openGame(page);
  const rows = page.getByTestId('board-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().locator('[data-status]')).toHaveCount(question.longitud);
  await expect(rows.first().locator('[data-status="space"]')).toHaveCount(question.espacios.length);

  // Enter on an unfinished row records nothing and says why, without moving the keyboard (on a
  // 320 px phone the message takes two lines); Backspace deletes the letter.
  await page.setViewportSize({ width: 320, height: 700 });
  const keyboardTop = () => page.getByTestId('keyboard').evaluate((keyboard) => keyboard.getBoundingClientRect().top);
  const before = await keyboardTop();
  await page.keyboard.type('Z');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('action-error')).toHaveText('Completa todas las letras antes de enviar.');
  expect(await keyboardTop()).toBe(before);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(rows.first().locator('[data-status="current"]')).toHaveCount(1);
  await page.keyboard.press('Backspace');
  await expect(rows.first().locator('[data-status="current"]')).toHaveCount(0);
  await expect(page.getByTestId('action-error')).toHaveText('');

  // Three misses with the physical keyboard, then two with the on-screen one.
  for (const [i, letter] of ['Z', 'X', 'Q'].entries()) {
    await typeWithPhysicalKeyboard(page, letter, question.size);
    await expect(evaluated(rows.nth(i))).toHaveCount(question.size);
  }
  await expect(page.getByTestId('row-announcement')).toContainText('Intento 3: Q ');
  await expect(page.getByTestId('keyboard').locator('[data-key="Z"]')).not.toHaveAttribute('data-status', 'unused');
  for (const [i, letter] of ['W', 'K'].entries()) {
    await typeWithScreenKeyboard(page, letter.repeat(question.size));
    if (i === 0) await expect(evaluated(rows.nth(3))).toHaveCount(question.size);
  }

  const modal = page.getByTestId('lost-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText('¡Mejor suerte la próxima vez!');
  await expect(modal).toContainText('Intentos agotados');
  await expect(modal.getByTestId('answer')).toHaveText(`La respuesta era: ${question.respuesta}`);
  await expect(modal.getByTestId('total-score')).toHaveText('0 puntos');
  await expect(modal.getByTestId('stars')).toHaveAttribute('data-stars', '0');
  await expect(modal.getByTestId('result-stats')).toContainText('Pistas usadas: 0/3');
  await expect(modal.locator('[data-key="attemptsPenalty"]')).toContainText('-750');
  await expect(page.getByTestId('keyboard').locator('[data-key="A"]')).toBeDisabled();

  await modal.getByTestId('share-button').click();
  await expect(modal.getByTestId('share-status')).toHaveText('¡Resultado copiado al portapapeles!');
  const shared = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(shared[0]).toBe(`Fútbol Trivia ${question.fecha} X/5`);
  expect(shared.slice(2, 7)).toHaveLength(5);
  for (const line of shared.slice(2, 7)) expect(line).toMatch(/^[🟩🟨⬛ ]+$/u);

  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('futboltrivia_daily_game') ?? 'null'));
  expect(record).toMatchObject({
    lastPlayedDate: question.fecha,
    gameResult: { score: 0, stars: 0, attempts: 5, gameWon: false },
  });
});

test('an anonymous player wins with two hints, switching language mid-game, and sees the right breakdown', async ({
  page,
}) => {
  const question = await openGame(page);
  const shown = Date.now();
  const hintButton = page.getByTestId('hint-button');
  await expect(hintButton).toHaveText(/Pista \(1\/3\)/);
  // How many are left and what one costs, read with the button.
  await expect(page.getByTestId('hint-cost')).toHaveText('Quedan 3: cada una resta 100 puntos');
  await expect(hintButton).toHaveAccessibleDescription('Quedan 3: cada una resta 100 puntos');
  await hintButton.click();
  await expect(page.getByTestId('hints')).toContainText(`Pista 1: ${question.hints[0].texto_es}`);
  await hintButton.click();
  await expect(page.getByTestId('hints')).toContainText(`Pista 2: ${question.hints[1].texto_es}`);
  await expect(hintButton).toHaveText(/Pista \(3\/3\)/);
  await expect(page.getByTestId('hint-cost')).toHaveText('Queda 1: resta 100 puntos');

  await page.getByTestId('lang-toggle').click();
  await expect(page.getByTestId('question')).toContainText(question.pregunta_en);
  await expect(page.getByTestId('hints')).toContainText(`Hint 2: ${question.hints[1].texto_en}`);
  await expect(hintButton).toHaveText(/Hint \(3\/3\)/);
  await expect(page.getByTestId('hint-cost')).toHaveText('1 left: it costs 100 points');
  await expect(page.getByTestId('timer')).toContainText('Time:');
  // Typing goes to the board right after the language toggle (no click elsewhere first).
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);

  // At a person's pace, so the win counts in the day's crowd (the plausibility floor).
  await atHumanPace(page, shown, question.size, 2);
  const reply = page.waitForResponse((response) => response.url().includes('/verificar'));
  await typeWithScreenKeyboard(page, normalizeLetters(question.respuesta).replaceAll(' ', ''));
  const { correcta, partida } = await (await reply).json();
  expect(correcta).toBe(true);
  // The server's score is the one of section 9 for what this play did.
  const expected: ScoreResult = scoreWin({
    attempts: 2,
    hintsUsed: 2,
    seconds: partida.tiempo_segundos,
    guesses: partida.intentos.map((row: { colors: string[] }) => row.colors),
  });
  expect(partida.resultado).toEqual(expected);

  const modal = page.getByTestId('won-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText('Congratulations!');
  await expect(modal.getByTestId('total-score')).toHaveText(`${expected.totalScore.toLocaleString('en-US')} points`);
  await expect(modal.getByTestId('stars')).toHaveAttribute('data-stars', String(expected.stars));
  await expect(modal.getByTestId('stars')).toContainText(`${expected.stars}/3`);
  const lines = await modal
    .getByTestId('breakdown-line')
    .evaluateAll((items) => items.map((item) => [item.getAttribute('data-key'), item.lastElementChild?.textContent]));
  const optional = (key: keyof ScoreResult, sign: string) => (expected[key] ? [[key, `${sign}${expected[key]}`]] : []);
  expect(lines).toEqual([
    ['attemptsPenalty', '-60'],
    ['hintsPenalty', '-200'],
    ...optional('timePenalty', '-'),
    ...optional('slowPenalty', '-'),
    ...optional('timeBonus', '+'),
    ...optional('precisionBonus', '+'),
  ]);
  await expect(modal.getByTestId('result-stats')).toContainText('Guessed in 2 attempts');
  await expect(modal.getByTestId('result-stats')).toContainText('Hints used: 2/3');

  // Statistics at once (this browser's history, as a guest): the streak and today's bar marked.
  const stats = modal.getByTestId('extra-stats');
  await expect(stats.getByTestId('extra-currentStreak')).toContainText('1');
  await expect(stats.getByTestId('extra-played')).toContainText('1');
  await expect(stats.getByTestId('guess-2')).toHaveAttribute('aria-current', 'true');
  // The day's crowd, with this play in it and its own bar marked; never the answer.
  const crowd = modal.getByTestId('crowd');
  await expect(crowd).toBeVisible();
  await expect(crowd.getByTestId('crowd-2')).toHaveAttribute('aria-current', 'true');
  await expect(crowd.getByTestId('crowd-percentile')).toContainText(/Better than \d+% of today’s players/);
  expect(Number(await crowd.getAttribute('data-players'))).toBeGreaterThanOrEqual(1);
  await expect(crowd).not.toContainText(normalizeLetters(question.respuesta));
  const modalAudit = await new AxeBuilder({ page }).include('[data-testid="won-modal"]').analyze();
  expect(
    modalAudit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Its replay steps through the game: start, two hints, a miss, the win, the end.
  await modal.getByTestId('replay-link').click();
  await expect(page).toHaveURL(/\/repeticion\?fecha=\d{4}-\d{2}-\d{2}$/);
  const step = page.getByTestId('replay-step');
  await expect(step).toContainText('Step 1 of 6: you start');
  await page.getByTestId('replay-next').click();
  await expect(step).toContainText('Step 2 of 6: hint 1');
  await expect(page.getByTestId('replay-hints')).toContainText(question.hints[0].texto_en);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(step).toContainText('Step 4 of 6: attempt 1');
  await expect(
    page
      .getByTestId('replay-board')
      .getByTestId('board-row')
      .first()
      .locator('[data-status="absent"], [data-status="present"], [data-status="correct"]'),
  ).toHaveCount(question.size);
  await page.keyboard.press('End');
  await expect(step).toContainText('Step 6 of 6: end: solved!');
  await expect(page.getByTestId('replay-answer')).toHaveText(question.respuesta);
  const replayAudit = await new AxeBuilder({ page }).analyze();
  expect(
    replayAudit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('a live crowd push redraws the open result: another player finishing today shows up', async ({
  page,
  request,
}) => {
  const question = await openGame(page);
  await loseGame(page, question);
  const crowd = page.getByTestId('lost-modal').getByTestId('crowd');
  await expect(crowd.getByTestId('crowd-fallos')).toHaveAttribute('aria-current', 'true');
  const before = Number(await crowd.getAttribute('data-players'));
  // Someone else, elsewhere, finishes today's game: five misses (a script's win in no time would not
  // count in the crowd: the plausibility floor).
  const other = { 'x-anon-id': crypto.randomUUID() };
  const started = await (await request.post('/api/partidas/iniciar', { headers: other, data: {} })).json();
  const miss = [...question.respuesta].map((ch) => (ch === ' ' ? ' ' : ch.toUpperCase() === 'Z' ? 'Q' : 'Z')).join('');
  for (let i = 0; i < 5; i++)
    await request.post(`/api/preguntas/${started.pregunta.id}/verificar`, {
      headers: other,
      data: { respuesta: miss },
    });
  // The other browser tests finish today's game meanwhile too: the result shows more players than
  // before, as many as the day's crowd holds once the pushes have arrived.
  const crowdOfTheDay = async () =>
    (
      await query<{ n: number }>('select coalesce(sum(jugadores), 0)::int as n from day_crowd where fecha = $1', [
        started.partida.fecha,
      ])
    )[0].n;
  await expect
    .poll(
      async () => {
        const shown = Number(await crowd.getAttribute('data-players'));
        return shown > before && shown === (await crowdOfTheDay());
      },
      { timeout: 10_000 },
    )
    .toBe(true);
});

test('a reload in the middle of a play resumes it from the server', async ({ page }) => {
  const question = await openGame(page);
  const rows = page.getByTestId('board-row');
  for (const [i, letter] of ['Z', 'X'].entries()) {
    await typeWithPhysicalKeyboard(page, letter, question.size);
    await expect(evaluated(rows.nth(i))).toHaveCount(question.size);
  }
  await page.getByTestId('hint-button').click();
  await expect(page.getByTestId('hints')).toContainText('Pista 1:');
  const before = await boardOf(page);

  await page.reload();
  await expect(page.getByTestId('question')).toBeVisible();
  expect(await boardOf(page)).toEqual(before);
  await expect(page.getByTestId('hints')).toContainText(`Pista 1: ${question.hints[0].texto_es}`);
  await expect(page.getByTestId('hint-button')).toHaveText(/Pista \(2\/3\)/);

  await typeWithPhysicalKeyboard(page, 'Q', question.size);
  await expect(evaluated(rows.nth(2))).toHaveCount(question.size);
});

test("opened at /juego, the page asks for today's play while its code downloads, and the game asks again when that start failed", async ({
  page,
}) => {
  const starts: { at: number; status: Promise<number | undefined> }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/partidas/iniciar'))
      starts.push({ at: Date.now(), status: request.response().then((response) => response?.status()) });
  });
  // The page's code arrives a second late: today's start does not wait for it.
  let codeSent = 0;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    codeSent = Date.now();
    await route.continue();
  });
  const question = await openGame(page);
  expect(starts).toHaveLength(1);
  expect(starts[0].at).toBeLessThan(codeSent);
  const rows = page.getByTestId('board-row');
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(evaluated(rows.nth(0))).toHaveCount(question.size);
  await page.unroute(/\/assets\/index-[^/]+\.js$/);

  // The first start of the next opening meets the server away for a moment: the game asks again
  // and resumes the same play.
  starts.length = 0;
  let refused = false;
  await page.route('**/api/partidas/iniciar', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'DATABASE_UNAVAILABLE', message: '', code: 'DATABASE_UNAVAILABLE' }),
    });
  });
  await page.reload();
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(evaluated(rows.nth(0))).toHaveCount(question.size);
  expect(await Promise.all(starts.map(({ status }) => status))).toEqual([503, 200]);
});

test('after a finished game the next Play Now opens the already-played screen with the result and the countdown', async ({
  page,
}) => {
  const question = await openGame(page);
  await loseGame(page, question);
  await page.getByTestId('lost-modal').getByTestId('back-home').click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('play-now').click();
  await expect(page).toHaveURL(/\/ya-jugaste$/);
  const screen = page.getByTestId('already-played');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('¡Ya jugaste hoy!');
  await expect(screen.getByTestId('today-score')).toHaveText('0');
  await expect(screen.getByTestId('today-attempts')).toHaveText('5');
  await expect(screen.getByTestId('stars')).toHaveAttribute('data-stars', '0');
  await expect(screen.getByTestId('countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(screen.getByTestId('admin-clear')).toHaveCount(0);

  // Opening the game directly runs the same entry checks.
  await page.goto('/juego');
  await expect(page).toHaveURL(/\/ya-jugaste$/);
});

test('/ya-jugaste during an unfinished play takes the player back to it; with no play at all it says so, not that they played', async ({
  page,
  browser,
}) => {
  const question = await openGame(page);
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
  const board = await boardOf(page);

  await page.goto('/ya-jugaste');
  await expect(page).toHaveURL(/\/juego$/);
  await expect(page.getByTestId('question')).toBeVisible();
  expect(await boardOf(page)).toEqual(board);
  await expect(page.getByRole('heading', { name: '¡Ya jugaste hoy!' })).toHaveCount(0);

  // Another browser, signed in, whose account has not finished today: told so, with the way to play.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await signedIn(fresh);
  await fresh.addInitScript(() => localStorage.setItem('lang', 'en'));
  await fresh.goto('/ya-jugaste');
  const notFinished = fresh.getByTestId('not-finished');
  await expect(notFinished.getByRole('heading', { level: 1 })).toHaveText('You haven’t finished today’s game yet');
  await expect(fresh.getByTestId('already-played')).toHaveCount(0);
  await expect(fresh).toHaveURL(/\/ya-jugaste$/);
  await notFinished.getByTestId('not-finished-play').click();
  await expect(fresh).toHaveURL(/\/juego$/);
  await expect(fresh.getByTestId('question')).toBeVisible();
  await other.close();
});

test('the already-played page shows today’s board, Share with its preview, the countdown and the result’s 2 × 2 statistics; the header opens them anywhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const question = await openGame(page);
  await loseGame(page, question);
  const played = await boardOf(page);
  await page.goto('/ya-jugaste');
  const screen = page.getByTestId('already-played');
  const board = screen.getByTestId('todays-board');
  await expect(board.getByTestId('board-row')).toHaveCount(5);
  expect(await boardOf(page)).toEqual(played);
  const preview = board.getByTestId('share-preview');
  await expect(preview).toContainText(`Fútbol Trivia ${question.fecha} X/5`);
  await expect(preview.locator('.share-row')).toHaveCount(5);
  await expect(board.getByTestId('share-button')).toBeVisible();
  await expect(screen.getByTestId('countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

  // The statistics block as in the result: four cards two by two, bars across the block.
  const stats = screen.getByTestId('extra-stats');
  const cards = await stats.locator('.extra-stats-card').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.top)];
    }),
  );
  expect(cards).toHaveLength(4);
  expect(new Set(cards.map(([left]) => left)).size).toBe(2);
  expect(new Set(cards.map(([, top]) => top)).size).toBe(2);
  const [track, block] = await Promise.all([
    stats
      .locator('.guess-bar-track')
      .first()
      .evaluate((item) => item.getBoundingClientRect().width),
    stats.evaluate((item) => item.getBoundingClientRect().width),
  ]);
  expect(track).toBeGreaterThan(block * 0.4);
  await expect(stats.getByTestId('guess-losses')).toHaveAttribute('aria-current', 'true');

  // The header's statistics, from another page: this browser's one game, lost.
  await page.goto('/faq');
  await page.getByTestId('stats-button').click();
  const dialog = page.getByTestId('stats-dialog');
  await expect(dialog.getByRole('heading', { name: 'Tus estadísticas' })).toBeVisible();
  await expect(dialog.getByTestId('extra-played')).toContainText('1');
  await expect(dialog.getByTestId('guess-losses')).toContainText('1');
  await expect(dialog.getByRole('link', { name: 'Crea una cuenta para guardarlas' })).toBeVisible();
});

test("the already-played countdown counts to the instant the server names, then opens the new day's game", async ({
  page,
}) => {
  // 23:50 in Madrid (CET, UTC+1) on the page's clock; the server's greeting names the next day's start.
  await page.clock.install({ time: new Date('2030-01-15T22:50:00Z') });
  await page.routeWebSocket(/\/api\/ws/, (socket) =>
    socket.send(
      JSON.stringify({
        type: 'hello',
        fecha: '2030-01-15',
        siguienteDia: '2030-01-15T23:00:00.000Z',
        serverTime: '2030-01-15T22:50:00.000Z',
      }),
    ),
  );
  await page.goto('/ya-jugaste');
  await expect(page.getByTestId('countdown')).toHaveText(/^00:(09|10):\d{2}$/);
  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL(/\/juego$/);
});

test('the countdown trusts the server’s time zone: a day the server says ends an hour later is counted so', async ({
  page,
}) => {
  // As if Madrid's clocks no longer changed: the browser does no summer-time arithmetic of its own.
  await page.clock.install({ time: new Date('2030-03-31T00:30:00Z') });
  await page.routeWebSocket(/\/api\/ws/, (socket) =>
    socket.send(
      JSON.stringify({
        type: 'hello',
        fecha: '2030-03-31',
        siguienteDia: '2030-03-31T23:00:00.000Z',
        serverTime: '2030-03-31T00:30:00.000Z',
      }),
    ),
  );
  await page.goto('/ya-jugaste');
  await expect(page.getByTestId('countdown')).toHaveText(/^22:(29|30):\d{2}$/);
});

test('a signed-in player who finished today is kept out by the server, even with no local record, and sees its result', async ({
  page,
}) => {
  await signedIn(page);
  const question = await openGame(page);
  await loseGame(page, question);
  await page.evaluate(() => localStorage.removeItem('futboltrivia_daily_game'));
  await page.goto('/');
  await page.getByTestId('play-now').click();

  await expect(page).toHaveURL(/\/ya-jugaste$/);
  const screen = page.getByTestId('already-played');
  await expect(screen.getByTestId('today-score')).toHaveText('0');
  await expect(screen.getByTestId('today-attempts')).toHaveText('5');
  await expect(screen.getByTestId('stars')).toHaveAttribute('data-stars', '0');
});

test('a guest who played, then signs in and presses Play Now, meets the anti-exploit screen', async ({
  page,
  request,
}) => {
  const { token, usuario } = await createAccount(request);

  const question = await openGame(page);
  await loseGame(page, question);
  // Signing in keeps the browser's record of today's anonymous game; the server knows of no play.
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(usuario)],
  );
  await page.goto('/');
  await page.getByTestId('play-now').click();

  await expect(page).toHaveURL(/\/ya-jugaste\?reason=anti-exploit$/);
  const screen = page.getByTestId('anti-exploit');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('⚠️ Acceso Restringido');
  await expect(screen).toContainText('inicia sesión siempre antes de empezar una partida');
  await expect(screen.getByRole('link')).toHaveText(['Volver al inicio']);
  await expect(screen.getByRole('button')).toHaveCount(0);

  await page.goto('/juego');
  await expect(page).toHaveURL(/\/ya-jugaste\?reason=anti-exploit$/);
});

test('a guest who played, then forgot it in this browser and signs in, is stopped by the server: anti-exploit screen', async ({
  page,
  request,
}) => {
  const { token, usuario } = await createAccount(request);
  const question = await openGame(page);
  await loseGame(page, question);
  // The local record is gone (another tab cleared it); the anonymous id, sent with every call, remains.
  await page.evaluate(
    ([t, u]) => {
      localStorage.removeItem('futboltrivia_daily_game');
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(usuario)],
  );
  await page.goto('/juego');
  await expect(page).toHaveURL(/\/ya-jugaste\?reason=anti-exploit$/);
  await expect(page.getByTestId('anti-exploit').getByRole('heading', { level: 1 })).toHaveText('⚠️ Acceso Restringido');
  const plays = await request.post('/api/partidas/iniciar', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(plays.status()).toBe(200); // without this browser's anonymous id the account may play: the rule is about this browser
});

test('a guest who wins and then registers keeps the play: the already-played page, not the anti-exploit one, and the statistics count it; a second account in this browser still meets the anti-exploit screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const question = await openGame(page);
  await winGame(page, question);
  const score = (await page.getByTestId('total-score').textContent())?.replace(/\D/g, '');

  const register = async (username: string) => {
    await page.goto('/registro');
    await page.locator('#register-username').fill(username);
    await page.locator('#register-email').fill(`${username.toLowerCase()}@e2e.test`);
    await page.locator('#register-password').fill('Primera111');
    await page.locator('#register-confirm').fill('Primera111');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('registered')).toBeVisible();
  };
  await register(freshUsername('Kept', 4));
  await page.getByTestId('registered-play').click();
  await expect(page).toHaveURL(/\/ya-jugaste$/);
  await expect(page.getByTestId('today-attempts')).toHaveText('2');
  await expect(page.getByTestId('today-score')).toHaveText(score ?? 'no score shown');
  await page.goto('/profile');
  await expect(page.getByTestId('stat-totalGames')).toContainText('1');

  // Signed out, a second account from this browser: the guest's play is already kept, the rule stands.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-panel').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await register(freshUsername('Second', 4));
  await page.getByTestId('registered-play').click();
  await expect(page).toHaveURL(/\/ya-jugaste\?reason=anti-exploit$/);
});

test('typed accents count as their letter, Ñ stays Ñ, and typing reaches the board after every header control', async ({
  page,
}) => {
  const question = await openGame(page);
  const typed = page.getByTestId('board-row').first().locator('[data-status="current"]');
  // What a Spanish keyboard sends for á, É, ü and ñ (Playwright types only US-layout keys).
  await page.evaluate(() => {
    for (const key of ['á', 'É', 'ü', 'ñ'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
  await expect(typed).toHaveText(['A', 'E', 'U', 'Ñ']);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
  await expect(typed).toHaveCount(0);

  // After each header control, clicked as a player would, the next letter still lands on the board.
  const controls: [string, () => Promise<void>][] = [
    ['theme', () => page.getByTestId('theme-toggle').click()],
    ['contrast', () => page.getByTestId('contrast-toggle').click()],
    ['language', () => page.getByTestId('lang-toggle').click()],
    ['menu', () => page.getByTestId('menu-toggle').click()],
    [
      'statistics',
      async () => {
        await page.getByTestId('stats-button').click();
        await expect(page.getByTestId('stats-dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('stats-dialog')).toBeHidden();
      },
    ],
  ];
  for (const [i, [name, use]] of controls.entries()) {
    await use();
    await page.keyboard.type('Z');
    await expect(typed, `after the ${name} control`).toHaveCount(Math.min(i + 1, question.size));
    // A full row takes no more letters: make room while controls remain.
    if (i + 1 >= question.size && i + 1 < controls.length) await page.keyboard.press('Backspace');
  }
  await page.keyboard.type('Z'.repeat(Math.max(0, question.size - Math.min(controls.length, question.size))));
  await page.getByTestId('theme-toggle').click();
  await page.keyboard.press('Enter');
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
});

test('the game screen has no serious accessibility issue and every tile states its status without colour', async ({
  page,
}) => {
  const question = await openGame(page);
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  const firstRow = page.getByTestId('board-row').first();
  await expect(evaluated(firstRow)).toHaveCount(question.size);
  await expect(evaluated(firstRow).first()).toHaveAttribute('aria-label', /^Z, (correcta|presente|ausente)$/);
  await expect(evaluated(firstRow).first().locator('.tile-mark')).toHaveText(/[✓↔✕]/);
  // The game lives in <main>; the shared header is checked by the shell's own tests.
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }))).toEqual([]);
});

/**
 * Every evaluated tile's mark and the box of its letter's glyph (the text's own line box, which holds
 * any accent), so a test can tell that the mark never sits on the letter.
 */
const marksAndGlyphs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((tiles) =>
    tiles.map((tile) => {
      const mark = tile.querySelector('.tile-mark, .key-mark')!.getBoundingClientRect();
      const letter = tile.querySelector('.tile-letter') ?? tile;
      const range = document.createRange();
      range.selectNodeContents(letter.firstChild ?? letter);
      const glyph = range.getBoundingClientRect();
      return {
        mark: [mark.left, mark.top, mark.right, mark.bottom],
        glyph: [glyph.left, glyph.top, glyph.right, glyph.bottom],
      };
    }),
  );

function expectClear(found: { mark: number[]; glyph: number[] }[], where: string) {
  expect(found.length, where).toBeGreaterThan(0);
  for (const { mark, glyph } of found) {
    // Under the letter, never overlapping it.
    expect(mark[1], where).toBeGreaterThanOrEqual(glyph[3] - 0.5);
  }
}

test('tile marks sit under the letter, never on it: board, keyboard, replay, share preview and the home examples, in high contrast too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const question = await openGame(page);
  // On a phone the contrast switch is in the menu.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-contrast').click();
  await page.keyboard.press('Escape');
  await typeWithPhysicalKeyboard(page, 'N', question.size);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
  expectClear(await marksAndGlyphs(page, '.board .tile-correct, .board .tile-present, .board .tile-absent'), 'board');
  await expect(page.getByTestId('keyboard').locator('[data-key="N"] .key-mark')).toHaveText(/[✓↔✕]/);
  const key = await page
    .getByTestId('keyboard')
    .locator('[data-key="N"]')
    .evaluate((item) => {
      const mark = item.querySelector('.key-mark')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(item.firstChild!);
      return { mark: mark.top, glyph: range.getBoundingClientRect().bottom };
    });
  expect(key.mark).toBeGreaterThanOrEqual(key.glyph - 0.5);

  await loseGame(page, question, 1);
  await expect(
    page.getByTestId('lost-modal').getByTestId('share-preview').locator('.share-cell[data-status="absent"]').first(),
  ).toHaveText('✕');
  await page.goto(`/repeticion?fecha=${question.fecha}`);
  await page.getByRole('button', { name: 'Último' }).click();
  expectClear(await marksAndGlyphs(page, '.board .tile-absent'), 'replay');

  await page.goto('/');
  expectClear(
    await marksAndGlyphs(page, '.example-word .tile-correct, .example-word .tile-present, .example-word .tile-absent'),
    'examples',
  );
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
});

test('the high-contrast option recolours the tiles and survives a reload', async ({ page }) => {
  await page.goto('/juego');
  const toggle = page.getByTestId('contrast-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await expect(page.getByTestId('contrast-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('contrast'))).toBe('high');
});
