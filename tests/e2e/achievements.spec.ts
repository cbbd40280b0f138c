// Achievements (issue 30 item 2): announced at the end of the play that earns them, listed in the
// profile with their date (or how far the player is), and pushed live to a profile open elsewhere.
import { expect, test } from '@playwright/test';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { freshUsername } from '../helpers/users.ts';
import { fitsTheScreen, PHONE, winAtOnce } from '../helpers/e2e-game.ts';

test('on a phone, a first win announces its achievements and the profile lists them with their date and the rest with progress', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await signedIn(page, { username: freshUsername('logro', 3) });
    await page.goto('/profile');
    const first = page.locator('[data-testid="achievement"][data-code="primera_victoria"]');
    await expect(first).toHaveAttribute('data-earned', 'false');
    await expect(page.getByTestId('achievements-summary')).toContainText('0 de 15 conseguidos');
    await expect(page.getByTestId('achievements-rule')).toHaveText(/repetir días pasados no suma/);
    await page.getByTestId('achievements-rule').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('profile-achievements-rule-360.png') });

    await page.goto('/juego');
    await winAtOnce(page);
    const now = page.getByTestId('achievements-now');
    await expect(now.getByRole('heading')).toHaveText(/logros conseguidos!/);
    await expect(now.locator('[data-code="primera_victoria"]')).toContainText('Primera victoria');
    await expect(now.locator('[data-code="partida_perfecta"]')).toContainText('Partida perfecta');
    await page.getByTestId('achievements-now').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('won-achievements-360.png') });

    await page.goto('/profile');
    await expect(first).toHaveAttribute('data-earned', 'true');
    await expect(first.getByTestId('achievement-date')).toHaveText(/^✓ Conseguido el \d+ de \w+ de \d{4}$/);
    const tenWins = page.locator('[data-testid="achievement"][data-code="diez_victorias"]');
    await expect(tenWins.getByRole('progressbar', { name: 'Progreso de «Diez aciertos»' })).toHaveAttribute(
      'value',
      '1',
    );
    await expect(tenWins).toContainText('1 de 10');
    await fitsTheScreen(page);
    await page.getByTestId('achievements').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('profile-achievements-360.png') });
  } finally {
    await context.close();
  }
});

test('on a desktop in English, a profile open in one tab hears of the achievements a play in another earns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, { username: freshUsername('badge', 3) });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/profile');
  const first = page.locator('[data-testid="achievement"][data-code="primera_victoria"]');
  await expect(first).toContainText('First win');
  await expect(first).toHaveAttribute('data-earned', 'false');

  const game = await page.context().newPage();
  await game.goto('/juego');
  await winAtOnce(game);
  await expect(game.getByTestId('achievements-now').getByRole('heading')).toHaveText(/achievements unlocked!/);
  // The profile tab was not reloaded: the push told it.
  await expect(first).toHaveAttribute('data-earned', 'true');
  await expect(first.getByTestId('achievement-date')).toHaveText(/^✓ Earned on \w+ \d+, \d{4}$/);
  await expect(page.getByTestId('achievements-summary')).toContainText(/[1-9]\d* of 15 earned · Next up: /);
  await expect(page.getByTestId('achievements-rule')).toHaveText(/replaying past days adds nothing/);
  await page.getByTestId('achievements').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('profile-achievements-desktop.png'), fullPage: false });
});
