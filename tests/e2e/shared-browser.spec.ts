// A browser that forgets (issue 37, item 4), and one that remembers what its guest saw (item 3): on a shared device, signing out takes the account's day
// and history with it, so the next person (a guest, or another account) is not told what the last
// one played nor judged by it; the server judges. The spec's anti-exploit rule for the same browser's
// guest play is game.spec.ts's (it still holds).
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signedIn } from '../helpers/e2e-accounts.ts';
import { evaluated, openGame, typeWithPhysicalKeyboard, winGame } from '../helpers/e2e-game.ts';

async function signOut(page: Page) {
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-panel').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByTestId('login-button')).toBeVisible();
}

test('after an account wins and signs out, a guest reads nothing of its day or statistics, and another account who never played is let into the game', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page);
  await winGame(page, await openGame(page));
  const score = (await page.getByTestId('total-score').textContent())!.replace(/\D/g, '');
  expect(Number(score)).toBeGreaterThan(0);

  await signOut(page);

  // A guest on the already-played page: no score of the account's (the page may send the guest to play).
  await page.goto('/ya-jugaste');
  await expect(
    page.getByTestId('already-played').or(page.getByTestId('not-finished')).or(page.getByTestId('question')),
  ).toBeVisible();
  await expect(page.getByTestId('today-score')).toHaveCount(0);
  await page.getByTestId('stats-button').click();
  const dialog = page.getByTestId('stats-dialog');
  await expect(dialog.getByTestId('extra-played')).toContainText('0');
  await page.keyboard.press('Escape');
  const stored = await page.evaluate(() => ({
    day: localStorage.getItem('futboltrivia_daily_game'),
    history: localStorage.getItem('futboltrivia_history'),
  }));
  expect(stored).toEqual({ day: null, history: null });

  // Another account, who never played, signs in here and presses Play Now: the game, not the anti-exploit page.
  const other = await createAccount(request);
  await page.goto('/login');
  await page.locator('#login-email').fill(other.usuario.email);
  await page.locator('#login-password').fill(other.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-button')).toBeHidden();
  await page.goto('/');
  await page.getByTestId('play-now').click();
  await expect(page).toHaveURL(/\/juego$/);
  await expect(page.getByTestId('question')).toBeVisible();
});

test('a record another account left in this browser (no sign-out: its token was dropped) does not send the next account to the anti-exploit page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page);
  await winGame(page, await openGame(page));
  // The session ends without a sign-out (another tab, a cleared token): the day's record stays here.
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });

  const other = await createAccount(request);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [other.token, JSON.stringify(other.usuario)],
  );
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(page).toHaveURL(/\/juego$/);
});

// Issue 37, item 3, in the browser: hints and colours seen signed out go with the player.
test('a guest who saw a hint and a row, then signs in with hard mode on, finds that play carried on in the account: its row and hint, no hard mode', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const question = await openGame(page);
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
  await page.getByTestId('hint-button').click();
  await expect(page.getByTestId('hints')).toContainText(`Pista 1: ${question.hints[0].texto_es}`);

  const account = await createAccount(request);
  await page.evaluate(() => localStorage.setItem('futboltrivia_hard_mode', 'true'));
  await page.goto('/login');
  await page.locator('#login-email').fill(account.usuario.email);
  await page.locator('#login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-button')).toBeHidden();
  await page.goto('/juego');
  await expect(page.getByTestId('hints')).toContainText(`Pista 1: ${question.hints[0].texto_es}`);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
  await expect(page.getByTestId('hard-mode-badge')).toHaveCount(0);
});
