// Hard mode (issue 30 item 4): the choice before a start, kept by the browser; the play takes no hint,
// and a win carries the mark in the result and on the leaderboard's row.
import { expect, test } from '@playwright/test';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { freshUsername } from '../helpers/users.ts';
import { fitsTheScreen, PHONE, winAtOnce } from '../helpers/e2e-game.ts';

test('on a phone, a player turns hard mode on, it stays on, the play has no hint and the win carries the mark', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    const account = await signedIn(page, { username: freshUsername('duro', 3) });
    await page.goto('/');
    const toggle = page.getByRole('checkbox', { name: 'Modo difícil' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Modo difícil' })).toBeChecked();
    await fitsTheScreen(page);
    await page.screenshot({ path: test.info().outputPath('home-hard-mode-360.png') });

    await page.getByTestId('play-now').click();
    await expect(page.getByTestId('question')).toBeVisible();
    await expect(page.getByTestId('hard-mode-badge')).toHaveText(/Modo difícil: sin pistas/);
    await expect(page.getByTestId('hint-button')).toHaveCount(0);
    await fitsTheScreen(page);

    await winAtOnce(page);
    await expect(page.getByTestId('hard-mode-win')).toHaveText(/Victoria en modo difícil/);
    await expect(page.getByTestId('result-stats')).toContainText('Pistas: ninguna (modo difícil)');
    await page.screenshot({ path: test.info().outputPath('won-hard-mode-360.png') });

    await page.goto('/leaderboard');
    const row = page.locator(`[data-testid="lb-row"][data-user="${account.usuario.id}"]`);
    await expect(row.getByRole('img', { name: 'Victoria en modo difícil (sin pistas)' })).toBeVisible();
    await fitsTheScreen(page);

    // The already-played page's share text marks it too.
    await page.goto('/ya-jugaste');
    await expect(page.getByTestId('share-preview')).toContainText(/ 1\/5\*/);
  } finally {
    await context.close();
  }
});

test('on a desktop, hard mode turned off again gives a play with hints, in English too', async ({ page }) => {
  await signedIn(page, { username: freshUsername('facil', 3) });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/');
  const toggle = page.getByRole('checkbox', { name: 'Hard mode' });
  await toggle.check();
  await expect(page.getByText('No hints: your win carries the 🔥 mark.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-hard-mode-desktop.png') });
  await toggle.uncheck();
  await page.getByTestId('play-now').click();
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(page.getByTestId('hard-mode-badge')).toHaveCount(0);
  await expect(page.getByTestId('hint-button')).toBeVisible();
});

test('opened straight at /juego, the page’s early start asks for hard mode when the player chose it', async ({
  page,
}) => {
  await signedIn(page, { username: freshUsername('directo', 3) });
  await page.addInitScript(() => localStorage.setItem('futboltrivia_hard_mode', 'true'));
  const start = page.waitForRequest((request) => request.url().endsWith('/api/partidas/iniciar'));
  await page.goto('/juego');
  expect((await start).postDataJSON()).toEqual({ dificil: true });
  await expect(page.getByTestId('hard-mode-badge')).toBeVisible();
  await expect(page.getByTestId('hint-button')).toHaveCount(0);
});
