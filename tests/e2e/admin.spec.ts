import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { madridDay } from '../../server/days/clock.ts';
import { answerStructure, lettersCount, normalizeLetters } from '../../machines/game/normalize.ts';
import {
  confirmationTokenFor,
  createAccount,
  E2E_PASSWORD,
  signedIn,
  type E2EAccount,
} from '../helpers/e2e-accounts.ts';
import { query } from '../helpers/e2e-db.ts';
import { playedDay } from '../helpers/e2e-game.ts';

/** The e2e server's ADMIN_EMAILS. */
const ADMIN_EMAIL = 'admin@e2e.test';

/** A day's answer as the database holds it (the first /juego request assigned it). */
async function answerOf(fecha: string): Promise<{ letters: string; size: number }> {
  const [{ respuesta }] = await query<{ respuesta: string }>(
    'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
    [fecha],
  );
  return { letters: normalizeLetters(respuesta).replaceAll(' ', ''), size: lettersCount(answerStructure(respuesta)) };
}

/**
 * The account of ADMIN_EMAILS, shared by every test of the run: registered by the first, which opens
 * its confirmation link (ADMIN_EMAILS counts only for a confirmed address), signed in by the others.
 * A retry whose first attempt stopped before the link was opened opens it then.
 */
async function adminAccount(request: APIRequestContext): Promise<E2EAccount> {
  const registered = await request.post('/api/usuarios/registro', {
    data: { username: 'e2eadmin', email: ADMIN_EMAIL, password: E2E_PASSWORD },
  });
  const signIn = async (): Promise<{ token: string; usuario: E2EAccount['usuario'] }> => {
    const response = await request.post('/api/usuarios/login', {
      data: { email: ADMIN_EMAIL, password: E2E_PASSWORD },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  let session = registered.status() === 201 ? null : await signIn();
  if (!session?.usuario.admin) {
    const confirmed = await request.post('/api/usuarios/verificar-email', {
      data: { token: await confirmationTokenFor(ADMIN_EMAIL) },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    session = await signIn();
  }
  expect(session.usuario.admin).toBe(true);
  return { ...session, password: E2E_PASSWORD };
}

async function startSession(page: Page, account: E2EAccount) {
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(account.usuario)],
  );
}

/** A fresh account made admin in the database (sessions read the flag on every request). */
async function freshAdmin(page: Page): Promise<E2EAccount> {
  const account = await createAccount(page.request);
  await query('update users set admin = true where id = $1', [account.usuario.id]);
  const usuario = { ...account.usuario, admin: true };
  await startSession(page, { ...account, usuario });
  return { ...account, usuario };
}

/** Every tile of the board as `letter:status`, row by row. */
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

/** Every on-screen key with a status other than unused. */
const keyboardOf = (page: Page) =>
  page
    .getByTestId('keyboard')
    .locator('[data-key]')
    .evaluateAll((keys) =>
      keys
        .map((key) => `${key.getAttribute('data-key')}:${key.getAttribute('data-status')}`)
        .filter((key) => !key.endsWith(':unused')),
    );

const evaluatedTiles = (page: Page, row: number) =>
  page
    .getByTestId('board-row')
    .nth(row)
    .locator('[data-status="correct"], [data-status="present"], [data-status="absent"]');

async function typeOnScreen(page: Page, letters: string) {
  const keyboard = page.getByTestId('keyboard');
  for (const letter of letters) await keyboard.locator(`[data-key="${letter}"]`).click();
  await keyboard.locator('[data-key="ENTER"]').click();
}

test('an admin replays a finished play event by event and sees the board and keyboard the player saw', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  // The player plays in a browser of their own; what they saw after each event is kept.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const player = await signedIn(playerPage);
  await playerPage.goto('/juego');
  await expect(playerPage.getByTestId('question')).toBeVisible();
  const answer = await answerOf(await playedDay(playerPage));
  const seen: { board: string[][]; keys: string[] }[] = [];
  const remember = async () => seen.push({ board: await boardOf(playerPage), keys: await keyboardOf(playerPage) });

  await remember();
  await typeOnScreen(playerPage, 'Z'.repeat(answer.size));
  await expect(evaluatedTiles(playerPage, 0)).toHaveCount(answer.size);
  await remember();
  await playerPage.getByTestId('hint-button').click();
  await expect(playerPage.getByTestId('hints')).toContainText('Pista 1:');
  await remember();
  await typeOnScreen(playerPage, answer.letters.slice(1) + answer.letters[0]);
  await expect(evaluatedTiles(playerPage, 1)).toHaveCount(answer.size);
  await remember();
  await typeOnScreen(playerPage, answer.letters);
  await expect(playerPage.getByTestId('game')).toHaveAttribute('data-state', 'won');
  await remember();
  await playerContext.close();

  // The admin finds the play by the player's name and opens it.
  await startSession(page, await adminAccount(page.request));
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL(/\/admin\/partidas$/);
  await page.getByTestId('play-search').getByLabel('Jugador').fill(player.usuario.username);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const streamId = `play-${player.usuario.id}-${madridDay()}`;
  const results = page.getByTestId('play-results');
  await expect(results.locator('tbody tr')).toHaveCount(1);
  await expect(results.locator('tbody tr')).toContainText('Ganada');
  await results.getByRole('button', { name: `Abrir la partida ${streamId}` }).click();

  const replay = page.getByTestId('replay');
  await expect(replay.getByTestId('replay-stream')).toHaveText(streamId);
  await expect(replay.getByTestId('replay-events').locator('tbody tr')).toHaveCount(6);
  const step = replay.getByTestId('replay-step');
  // After each event: PlayStarted, guess, hint, guess, winning guess, PlayFinished.
  const expected = [seen[0], seen[1], seen[2], seen[3], seen[4], seen[4]];
  const states = [
    '{"playing":"idle"}',
    '{"playing":"idle"}',
    '{"playing":"idle"}',
    '{"playing":"idle"}',
    '"won"',
    '"won"',
  ];
  const types = ['PlayStarted', 'GuessSubmitted', 'HintRevealed', 'GuessSubmitted', 'GuessSubmitted', 'PlayFinished'];
  const check = async (i: number) => {
    await expect(step).toHaveAttribute('data-index', String(i));
    await expect(step).toContainText(`Evento ${i + 1} de 6: ${types[i]}`);
    await expect(replay.getByTestId('replay-board')).toBeVisible();
    expect(await boardOf(page)).toEqual(expected[i].board);
    expect(await keyboardOf(page)).toEqual(expected[i].keys);
    await expect(replay.getByTestId('machine-state')).toHaveText(states[i]);
    await expect(replay.getByTestId('replay-hints')).toHaveCount(i >= 2 ? 1 : 0);
  };

  // The slider has focus: → steps forward, ← back, End and Home jump.
  await expect(replay.getByTestId('replay-slider')).toBeFocused();
  await check(0);
  for (let i = 1; i < 6; i++) {
    await page.keyboard.press('ArrowRight');
    await check(i);
  }
  await page.keyboard.press('ArrowLeft');
  await check(4);
  await page.keyboard.press('Home');
  await check(0);
  await page.keyboard.press('End');
  await check(5);
  await expect(replay.getByTestId('machine-context')).toContainText('"guesses"');
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) })),
  ).toEqual([]);
  // The buttons step too, and keys keep working when a button has focus.
  await page.keyboard.press('Home');
  await replay.getByTestId('replay-next').click();
  await check(1);
  await page.keyboard.press('ArrowRight');
  await check(2);

  // The play's events download as JSON.
  const download = page.waitForEvent('download');
  await replay.getByTestId('replay-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${streamId}.json`);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported.eventos.map((event: { type: string }) => event.type)).toEqual(types);

  // The latest events, filtered by type, include this play's finish.
  const latest = page.getByTestId('latest-events');
  await latest.getByLabel('Tipo de evento').selectOption('PlayFinished');
  await expect(latest.locator('tbody tr').first()).toHaveAttribute('data-type', 'PlayFinished');
  await expect(latest.locator('tbody tr[data-type]:not([data-type="PlayFinished"])')).toHaveCount(0);
  await expect(latest.getByRole('button', { name: streamId })).toBeVisible();
  // Readable: the data has a column of its own and a row stays a couple of lines tall until opened.
  await latest.getByLabel('Tipo de evento').selectOption('');
  await expect(latest.locator('tbody tr[data-type="GuessSubmitted"]').first()).toBeVisible();
  const sizes = await latest
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [row.getBoundingClientRect().height, row.querySelector('.admin-data-cell')!.clientWidth]),
    );
  for (const [height, dataWidth] of sizes) {
    expect(height).toBeLessThan(90);
    expect(dataWidth).toBeGreaterThan(250);
  }
  const first = latest.locator('tbody tr').first();
  await first.locator('summary').click();
  await expect(first.locator('pre')).toContainText('\n');

  // Rebuilding the projections ends with the rows of each table.
  const rebuild = page.getByTestId('rebuild');
  await rebuild.getByTestId('rebuild-button').click();
  await expect(rebuild.getByTestId('rebuild-counts')).toBeVisible({ timeout: 30_000 });
  // Other tests may finish plays meanwhile: at least this player's play is there.
  const playerDays = await rebuild
    .getByTestId('rebuild-counts')
    .locator('tr', { hasText: 'player_days' })
    .locator('td')
    .nth(1)
    .textContent();
  expect(Number(playerDays)).toBeGreaterThanOrEqual(1);
});

test('a DEBUG play from Home is played without the played check and leaves no score', async ({ page }) => {
  const admin = await freshAdmin(page);
  await page.goto('/');
  await page.getByTestId('admin-debug-play').click();
  await expect(page).toHaveURL(/\/juego$/);
  await expect(page.getByTestId('debug-badge')).toBeVisible();
  const answer = await answerOf(madridDay());
  await typeOnScreen(page, answer.letters);
  await expect(page.getByTestId('won-modal')).toBeVisible();

  // The play exists as a debug stream of this admin, and nothing was scored.
  const debugPlays = await query<{ stream_id: string }>(
    "select stream_id from events where type = 'PlayStarted' and (data->>'userId')::int = $1 and data->>'modo' = 'debug'",
    [admin.usuario.id],
  );
  expect(debugPlays).toHaveLength(1);
  expect(
    await query('select 1 from player_days where stream_id = $1 or user_id = $2', [
      debugPlays[0].stream_id,
      admin.usuario.id,
    ]),
  ).toEqual([]);
  const played = await page.request.get('/api/partidas/verificar-juego-hoy', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await played.json()).toEqual({ yaJugo: false });
  expect(
    await page.evaluate(() => [
      localStorage.getItem('futboltrivia_debug_mode'),
      localStorage.getItem('futboltrivia_daily_game'),
    ]),
  ).toEqual([null, null]);

  // Today is still to be played for real.
  await page.getByTestId('won-modal').getByTestId('back-home').click();
  await page.getByTestId('play-now').click();
  await expect(page).toHaveURL(/\/juego$/);
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(page.getByTestId('debug-badge')).toHaveCount(0);
});

test('Home’s admin tools verify the scheduler, show its stats, clear the cache and force a new day', async ({
  page,
}) => {
  await freshAdmin(page);
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  const today = madridDay();
  expect(await page.evaluate((key) => localStorage.getItem(key), `pregunta_diaria_${today}`)).not.toBeNull();
  const [{ respuesta }] = await query<{ respuesta: string }>(
    'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
    [today],
  );

  await page.goto('/');
  const tools = page.getByTestId('admin-debug-slot');
  await tools.getByTestId('admin-verify').click();
  const dialog = page.getByTestId('admin-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Verificación del scheduler');
  await expect(dialog.getByTestId('verification-new')).toHaveText('No');
  await expect(dialog).toContainText(today);
  await expect(dialog).toContainText(respuesta);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await tools.getByTestId('admin-stats').click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Estadísticas del scheduler');
  await expect(dialog.getByTestId('scheduler-stats')).toContainText('Europe/Madrid');
  await expect(dialog.getByTestId('scheduler-stats')).toContainText(respuesta);
  // It says how the next question is chosen: at random among those that rank first.
  await expect(dialog.getByTestId('candidates-rule')).toContainText(/al azar entre las \d+|Solo 1 pregunta/);
  await expect(dialog.getByTestId('stats-available')).toHaveText(/^\d+$/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).not.toBeVisible();

  await tools.getByTestId('admin-clear-cache').click();
  await expect(tools.getByTestId('admin-debug-status')).toHaveText('Caché limpiada: 1 pregunta guardada eliminada.');
  expect(await page.evaluate((key) => localStorage.getItem(key), `pregunta_diaria_${today}`)).toBeNull();

  await page.evaluate(() => {
    localStorage.setItem('futboltrivia_debug_mode', 'true');
    localStorage.setItem('futboltrivia_daily_game', JSON.stringify({ lastPlayedDate: '2020-01-01' }));
  });
  const reloaded = page.waitForEvent('load');
  await tools.getByTestId('admin-new-day').click();
  await reloaded;
  await expect(page.getByTestId('admin-debug-slot')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('futboltrivia_debug_mode'),
      localStorage.getItem('futboltrivia_daily_game'),
    ]),
  ).toEqual([null, null]);
});

test('after a finished game, an admin’s “Limpiar estado (ADMIN)” asks, clears the local game and goes home', async ({
  page,
}) => {
  await freshAdmin(page);
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  const answer = await answerOf(await playedDay(page));
  await typeOnScreen(page, answer.letters);
  await expect(page.getByTestId('won-modal')).toBeVisible();
  await page.goto('/ya-jugaste');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByTestId('admin-clear').click();
  await expect(page).toHaveURL(/\/$/);
  expect(dialogs).toEqual([
    'confirm: ¿Estás seguro? Esto limpiará el estado local para testing.',
    'alert: Estado limpiado. Ve a la página principal para comenzar una nueva partida en modo debug.',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('futboltrivia_daily_game'))).toBeNull();
  await page.getByTestId('admin-debug-play').click();
  await expect(page.getByTestId('debug-badge')).toBeVisible();
});

test('a player sees no admin tools and is sent home from the admin page', async ({ page }) => {
  await signedIn(page);
  await page.goto('/admin/partidas');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('play-now')).toBeVisible();
  await expect(page.getByTestId('admin-debug-slot')).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('menu-admin')).toHaveCount(0);
});
