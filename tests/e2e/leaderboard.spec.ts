import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { addDays } from '../../machines/calendar/days.ts';
import { madridDay } from '../../server/days/clock.ts';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { playedDay } from '../helpers/e2e-game.ts';
import { atHumanPace } from '../helpers/human-pace.ts';

/** The answer of a day's question; the game page's first request assigned it. */
async function answerOf(fecha: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ respuesta: string }>(
      'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
      [fecha],
    );
    return rows[0].respuesta;
  } finally {
    await client.end();
  }
}

/** Opens /juego (today's game, or a past day's) and wins it with the on-screen keyboard. */
async function winGame(page: Page, path: string, fecha?: string) {
  await page.goto(path);
  await expect(page.getByTestId('question')).toBeVisible();
  const shown = Date.now();
  const keyboard = page.getByTestId('keyboard');
  const letters = normalizeLetters(await answerOf(fecha ?? (await playedDay(page)))).replaceAll(' ', '');
  for (const letter of letters) await keyboard.locator(`[data-key="${letter}"]`).click();
  await atHumanPace(page, shown, letters.length, 1);
  await keyboard.locator('[data-key="ENTER"]').click();
  await expect(page.getByTestId('won-modal')).toBeVisible();
}

test('a player’s win appears on another player’s open leaderboard without a reload, highlighted', async ({
  browser,
}) => {
  const watcherContext = await browser.newContext();
  const playerContext = await browser.newContext();
  try {
    const watcher = await watcherContext.newPage();
    // What each page's socket sends and hears (issue 38: a page hears what it shows; no token in a URL).
    const said: string[] = [];
    const heard: string[] = [];
    const urls: string[] = [];
    watcher.on('websocket', (socket) => {
      urls.push(socket.url());
      socket.on('framesent', ({ payload }) => said.push(String(payload)));
    });
    await signedIn(watcher);
    await watcher.goto('/leaderboard');
    await expect(watcher.getByTestId('lb-tab-diario')).toHaveAttribute('aria-selected', 'true');
    await expect(watcher.getByTestId('lb-participants')).toBeVisible();
    await watcher.evaluate(() => Object.assign(window, { sameDocument: true }));

    const player = await playerContext.newPage();
    player.on('websocket', (socket) => {
      urls.push(socket.url());
      socket.on('framereceived', ({ payload }) => heard.push(String(payload)));
    });
    const account = await signedIn(player);
    await winGame(player, '/juego');

    const row = watcher.locator(`[data-testid="lb-row"][data-user="${account.usuario.id}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(account.usuario.username);
    await expect(row).toHaveClass(/lb-flash/);
    await expect(row.getByTestId('lb-you')).toHaveCount(0);
    expect(await watcher.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Weekly and monthly took the win too, without a reload: the tab shown follows its own table.
    await watcher.getByTestId('lb-tab-semanal').click();
    await expect(watcher.locator(`[data-testid="lb-row"][data-user="${account.usuario.id}"]`)).toContainText(
      /\(x1\.00\)/,
    );
    await expect
      .poll(() => said.map((frame) => JSON.parse(frame)))
      .toEqual(
        expect.arrayContaining([
          { type: 'unsubscribe', topics: ['leaderboard:diario'] },
          { type: 'subscribe', topics: ['leaderboard:semanal'] },
        ]),
      );

    // The leaderboard subscribed to the table it shows; the game page, which shows none, heard none;
    // no socket carried the session in its address.
    expect(said.map((frame) => JSON.parse(frame))).toContainEqual({
      type: 'subscribe',
      topics: ['leaderboard:diario'],
    });
    expect(said.some((frame) => frame.includes('"type":"identify"'))).toBe(true);
    expect(heard.some((frame) => frame.includes('"type":"leaderboard"'))).toBe(false);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toContain('token');

    // The player sees their own row marked as theirs.
    await player.goto('/leaderboard');
    await expect(
      player.locator(`[data-testid="lb-row"][data-user="${account.usuario.id}"]`).getByTestId('lb-you'),
    ).toBeVisible();
  } finally {
    await watcherContext.close();
    await playerContext.close();
  }
});

test('a player outside the top 30 sees the separator and then their own entry, marked as theirs', async ({ page }) => {
  const account = await signedIn(page);
  const today = madridDay();
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    // 30 players ahead of this one on today's board (rows as the game's projection writes them).
    const { rows } = await client.query<{ id: number }>(
      `insert into users (username, username_key, email, password_hash)
       select 'ahead' || g || '_' || $1, 'ahead' || g || '_' || $1, 'ahead' || g || '_' || $1 || '@e2e.test', 'x' from generate_series(1, 30) g returning id`,
      [account.usuario.id],
    );
    for (const { id } of [...rows, { id: account.usuario.id }]) {
      const score = id === account.usuario.id ? 40 : 500 + (id % 100);
      await client.query(
        `insert into player_days (stream_id, user_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
         values ($1, $2, $3, 'diaria', 1, true, $4, 1, 5, 3, 100, true, now())`,
        [`play-${id}-${today}`, id, today, score],
      );
    }
  } finally {
    await client.end();
  }
  await page.goto('/leaderboard');
  const table = page.getByTestId('lb-table');
  await expect(table.getByTestId('lb-separator')).toHaveText(/\.\.\./);
  const own = table.locator('tr').last();
  await expect(own).toHaveAttribute('data-user', String(account.usuario.id));
  await expect(own.getByTestId('lb-you')).toHaveText('Tú');
  expect(Number(await own.getAttribute('data-position'))).toBeGreaterThan(30);
  await expect(table.locator('[data-testid="lb-row"]')).toHaveCount(31);
  await expect(table.locator('[data-testid="lb-row"]').first()).toHaveClass(/lb-gold/);
});

test('the calendar marks a past day available, opens it, and the replay is then shown as played with its result', async ({
  page,
}) => {
  await signedIn(page);
  const today = madridDay();
  const yesterday = addDays(today, -1);
  // While the month loads, a spinner lies over the calendar (spec section 2); it goes with the days.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/past-games/month**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/past-games');
  await expect(page.getByTestId('pg-loading')).toBeVisible();
  await expect(page.getByTestId('pg-loading')).toContainText('Cargando');
  release();
  await expect(page.getByTestId('pg-loading')).toHaveCount(0);
  await page.unroute('**/api/past-games/month**');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partidas anteriores');
  await expect(page.getByTestId('pg-legend')).toContainText('Jugado');
  await expect(page.getByTestId(`pg-day-${today}`)).toHaveAttribute('aria-current', 'date');
  if (yesterday.slice(0, 7) !== today.slice(0, 7)) await page.getByTestId('pg-previous').click();
  const day = page.getByTestId(`pg-day-${yesterday}`);
  await expect(day).toHaveAttribute('data-status', 'available');
  await day.click();
  await expect(page).toHaveURL(new RegExp(`/juego\\?date=${yesterday}$`));

  await winGame(page, `/juego?date=${yesterday}`, yesterday);
  await page.goto('/past-games');
  if (yesterday.slice(0, 7) !== today.slice(0, 7)) await page.getByTestId('pg-previous').click();
  const played = page.getByTestId(`pg-day-${yesterday}`);
  await expect(played).toHaveAttribute('data-status', 'played');
  await played.focus();
  const tooltip = page.getByTestId(`pg-tooltip-${yesterday}`);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/\d+ puntos/);
  await expect(tooltip).toContainText(/Tiempo: (\d+m )?\d+s/);
  // The played day opens its replay, which steps through the game with the keys.
  await played.click();
  await expect(page).toHaveURL(new RegExp(`/repeticion\\?fecha=${yesterday}$`));
  await expect(page.getByTestId('replay-step')).toContainText('Paso 1 de');
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-step')).toContainText('final: ¡acertada!');
  // Back on the game page the played day is not offered again.
  await page.goto(`/juego?date=${yesterday}`);
  await expect(page).toHaveURL(/\/past-games$/);
  // The profile counts the replay in the guess distribution (with its number shown), not in a streak.
  await page.goto('/profile');
  const extra = page.getByTestId('extra-stats');
  await expect(extra.getByTestId('guess-1')).toContainText(/1 intento\s*1/);
  await expect(extra.getByTestId('guess-losses')).toContainText('0');
  await expect(extra.getByTestId('extra-currentStreak')).toContainText('0');
  await expect(extra.getByTestId('extra-wins')).toContainText('1');
});

test('the calendar shows a localised month with Monday-first weekdays and stops at the months that hold playable days', async ({
  page,
}) => {
  await signedIn(page);
  const today = madridDay();
  await page.goto('/past-games');
  await expect(page.getByTestId('pg-grid').locator('thead th')).toHaveText([
    'lun',
    'mar',
    'mié',
    'jue',
    'vie',
    'sáb',
    'dom',
  ]);
  const title = page.getByTestId('pg-month-title');
  const spanish = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${today}T12:00:00Z`),
  );
  await expect(title).toHaveText(spanish.charAt(0).toUpperCase() + spanish.slice(1));
  await expect(page.getByTestId('pg-next')).toBeDisabled();
  await page.getByTestId('lang-toggle').click();
  const english = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${today}T12:00:00Z`),
  );
  await expect(title).toHaveText(english);
  await expect(page.getByTestId('pg-grid').locator('thead th').first()).toHaveText('Mon');
  // The oldest playable day is 30 days back: its month is as far back as the calendar goes.
  const oldest = addDays(today, -30);
  if (oldest.slice(0, 7) !== today.slice(0, 7)) await page.getByTestId('pg-previous').click();
  await expect(page.getByTestId('pg-previous')).toBeDisabled();
  await expect(page.getByTestId(`pg-day-${oldest}`)).toHaveAttribute('data-status', /^(available|played)$/);
  await expect(page.getByTestId(`pg-day-${addDays(oldest, -1)}`)).not.toHaveAttribute('data-status', 'available');
});

test('a guest sees the public rankings with the login prompt, is sent to /login from past games, and both pages pass axe', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  await expect(page.getByTestId('lb-period')).toHaveText('Mejores puntuaciones del día');
  await expect(page.getByTestId('lb-participants')).toContainText(/👥 \d+ jugador(es)? participando/);
  const prompt = page.getByTestId('lb-login-prompt');
  await expect(prompt).toContainText('Inicia sesión para ver tu posición');
  await page.getByTestId('lang-toggle').click();
  await expect(prompt).toContainText('Login to see your position');
  await page.getByTestId('lb-tab-diario').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lb-tab-semanal')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('lb-period')).toContainText('Weekly best average scores');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await prompt.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/past-games');
  await expect(page).toHaveURL(/\/login$/);
  await signedIn(page);
  await page.goto('/past-games');
  await expect(page.getByTestId('pg-grid')).toBeVisible();
  const calendarAxe = await new AxeBuilder({ page }).analyze();
  expect(calendarAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
