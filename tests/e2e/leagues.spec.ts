// Two friends on phones: one creates a private league, the other joins it by its invite link, and
// each watches the league's table move live while the other plays.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { signedIn, type E2EAccount } from '../helpers/e2e-accounts.ts';
import { freshUsername } from '../helpers/users.ts';
import { playedDay } from '../helpers/e2e-game.ts';
import { atHumanPace } from '../helpers/human-pace.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

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

/** Today's game won with the on-screen keyboard, after `misses` wrong rows (a lower score). */
async function winToday(page: Page, misses = 0) {
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  const shown = Date.now();
  const keyboard = page.getByTestId('keyboard');
  const answer = normalizeLetters(await answerOf(await playedDay(page))).replaceAll(' ', '');
  const wrong = [...answer].map((letter) => (letter === 'Z' ? 'Y' : 'Z')).join('');
  for (const [row, word] of [...Array(misses).fill(wrong), answer].entries()) {
    for (const letter of word) await keyboard.locator(`[data-key="${letter}"]`).click();
    // A win at a person's pace ranks (the plausibility floor).
    if (row === misses) await atHumanPace(page, shown, answer.length, misses + 1);
    await keyboard.locator('[data-key="ENTER"]').click();
    // The next row is typed once this one is checked.
    if (row < misses)
      await expect(
        page
          .getByRole('group', { name: `Intento ${row + 1}` })
          .getByRole('img')
          .first(),
      ).toHaveAccessibleName(/ausente|presente|correct/);
  }
  await expect(page.getByTestId('won-modal')).toBeVisible();
}

async function phone(
  browser: Browser,
  name: string,
): Promise<{ page: Page; account: E2EAccount; close: () => Promise<void> }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const account = await signedIn(page, { username: freshUsername(name, 2) });
  return { page, account, close: () => context.close() };
}

const rowOf = (page: Page, account: E2EAccount) =>
  page.locator(`[data-testid="lb-row"][data-user="${account.usuario.id}"]`);

/** No serious or critical axe violation, in the dark theme and the light one. */
async function accessibleInBothThemes(page: Page) {
  for (let theme = 0; theme < 2; theme++) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await fromTheMenu(page, 'menu-theme');
  }
}

/** On a phone the language, theme and contrast switches are in the header's menu. */
async function fromTheMenu(page: Page, control: 'menu-theme' | 'menu-lang') {
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId(control).click();
  await page.keyboard.press('Escape');
}

/** The page's content fits the phone's width. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.querySelector('main')!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('two friends create and join a league from their phones and watch its table move live as they play', async ({
  browser,
}) => {
  // Two wins at a person's pace (the plausibility floor) take their seconds.
  test.setTimeout(90_000);
  const ana = await phone(browser, 'Ana');
  const beto = await phone(browser, 'Beto');
  try {
    // Ana creates the league.
    await ana.page.goto('/ligas');
    await ana.page.getByLabel('Nombre de la liga').fill('Peña  del Barrio');
    await ana.page.getByRole('button', { name: 'Crear liga' }).click();
    await expect(ana.page.getByTestId('league-name')).toHaveText('Peña del Barrio');
    const link = (await ana.page.getByTestId('league-link').textContent())!;
    expect(link).toMatch(/\/ligas\/unirse\?codigo=[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await fitsTheScreen(ana.page);

    // Beto opens the invite link: the page asks first, then he joins and lands in the league.
    await beto.page.goto(new URL(link).pathname + new URL(link).search);
    await expect(beto.page.getByTestId('league-invitation-name')).toHaveText('¿Quieres unirte a «Peña del Barrio»?');
    await beto.page.getByTestId('league-join-yes').click();
    await expect(beto.page.getByTestId('league-name')).toHaveText('Peña del Barrio');
    await expect(beto.page.getByTestId('league-member')).toHaveCount(2);
    // Ana's page hears that Beto joined, without a reload.
    await expect(ana.page.getByTestId('league-member')).toHaveCount(2);

    // Ana plays in another tab while Beto watches the league's table.
    const anaGame = await ana.page.context().newPage();
    await winToday(anaGame);
    await expect(rowOf(beto.page, ana.account)).toBeVisible();
    await expect(rowOf(beto.page, ana.account)).toHaveAttribute('data-position', '1');
    await expect(beto.page.getByTestId('lb-participants')).toContainText('1 jugador');

    // Then Beto plays (two misses: behind Ana) while Ana watches.
    const betoGame = await beto.page.context().newPage();
    await winToday(betoGame, 2);
    await expect(rowOf(ana.page, beto.account)).toHaveAttribute('data-position', '2');
    await expect(rowOf(ana.page, beto.account)).toHaveClass(/lb-flash/);
    await expect(rowOf(ana.page, ana.account).getByTestId('lb-you')).toBeVisible();
    await ana.page.getByTestId('lb-tab-semanal').click();
    await expect(rowOf(ana.page, beto.account)).toHaveAttribute('data-position', '2');
    await fitsTheScreen(ana.page);
    await fitsTheScreen(beto.page);
    await accessibleInBothThemes(ana.page);

    // The leaderboard page lists the league.
    await beto.page.goto('/leaderboard');
    await expect(beto.page.getByTestId('league-link')).toHaveText('Peña del Barrio');
  } finally {
    await ana.close();
    await beto.close();
  }
});

test('a wrong code says why in the page’s language; a member leaves and the league is gone for them', async ({
  browser,
}) => {
  const owner = await phone(browser, 'Eva');
  const member = await phone(browser, 'Leo');
  try {
    await owner.page.goto('/ligas');
    await owner.page.getByLabel('Nombre de la liga').fill('Oficina');
    await owner.page.getByRole('button', { name: 'Crear liga' }).click();
    const code = (await owner.page.getByTestId('league-code').textContent())!;

    await member.page.goto('/ligas');
    await fromTheMenu(member.page, 'menu-lang');
    await member.page.getByLabel('Invite code').fill('ZZZZ-ZZZ');
    await member.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(member.page.getByTestId('league-join-error')).toHaveText(
      'The code has 8 letters and numbers (for example, K7PX-M2QA).',
    );
    await member.page.getByLabel('Invite code').fill(code.toLowerCase());
    await member.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(member.page.getByTestId('league-name')).toHaveText('Oficina');

    await member.page.getByTestId('league-leave').click();
    await member.page.getByTestId('league-leave-yes').click();
    await expect(member.page).toHaveURL(/\/ligas$/);
    await expect(member.page.getByTestId('league-link')).toHaveCount(0);
    await expect(owner.page.getByTestId('league-member')).toHaveCount(1);
  } finally {
    await owner.close();
    await member.close();
  }
});

// Issue 37: an invite link joined on opening, and a member the owner removed came back with it.
test('an invite link asks before joining; a removed member meets the refusal until the owner invites them again', async ({
  browser,
}) => {
  const owner = await phone(browser, 'Sara');
  const member = await phone(browser, 'Iker');
  try {
    await owner.page.goto('/ligas');
    await owner.page.getByLabel('Nombre de la liga').fill('Los Lunes');
    await owner.page.getByRole('button', { name: 'Crear liga' }).click();
    await expect(owner.page.getByTestId('league-name')).toHaveText('Los Lunes');
    const link = new URL((await owner.page.getByTestId('league-link').textContent())!);
    const invite = link.pathname + link.search;

    // Opening the link joins nobody; Cancel leaves it so.
    await member.page.goto(invite);
    await expect(member.page.getByTestId('league-invitation-name')).toHaveText('¿Quieres unirte a «Los Lunes»?');
    await expect(member.page.getByTestId('league-invitation')).toContainText('Tiene 1 miembro.');
    await fitsTheScreen(member.page);
    await accessibleInBothThemes(member.page);
    await member.page.getByTestId('league-join-cancel').click();
    await expect(member.page).toHaveURL(/\/ligas$/);
    await expect(owner.page.getByTestId('league-member')).toHaveCount(1);

    // Join, by the keyboard.
    await member.page.goto(invite);
    await member.page.getByTestId('league-join-yes').focus();
    await member.page.keyboard.press('Enter');
    await expect(member.page.getByTestId('league-name')).toHaveText('Los Lunes');
    await expect(owner.page.getByTestId('league-member')).toHaveCount(2);

    // The owner removes him; the link now says why he cannot join, and offers no Join.
    await owner.page.getByTestId('league-remove').click();
    await owner.page.getByTestId('league-remove-yes').click();
    await expect(owner.page.getByTestId('league-removed-player')).toHaveAttribute(
      'data-user',
      String(member.account.usuario.id),
    );
    await fitsTheScreen(owner.page);
    await accessibleInBothThemes(owner.page);
    await member.page.goto(invite);
    await expect(member.page.getByTestId('league-invitation')).toHaveText(
      /Quien administra «Los Lunes» te expulsó de ella: podrás volver a unirte cuando te invite de nuevo\./,
    );
    await expect(member.page.getByTestId('league-join-yes')).toHaveCount(0);

    // The owner invites him again: the same link asks him to join, and he does.
    await owner.page.getByTestId('league-invite-again').click();
    await owner.page.getByTestId('league-invite-again-yes').click();
    await expect(owner.page.getByTestId('league-removed-player')).toHaveCount(0);
    await expect(owner.page.getByRole('status').filter({ hasText: 'ya puede volver a unirse' })).toBeVisible();
    await member.page.goto(invite);
    await member.page.getByTestId('league-join-yes').click();
    await expect(member.page.getByTestId('league-name')).toHaveText('Los Lunes');
  } finally {
    await owner.close();
    await member.close();
  }
});
