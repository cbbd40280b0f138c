// The weekly cup (issue 30 item 3) in the browser: this week's rounds so far seeded as plays of the
// days before, today's round moving live on one phone while a friend plays on another, the hall of
// fame holding last week's podium, and the way in from the menu, the leaderboard and How to play.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { addDays } from '../../machines/calendar/days.ts';
import { madridDay } from '../../server/days/clock.ts';
import { cupWeekOf, roundOf } from '../../machines/cup/rules.ts';
import { signedIn, type E2EAccount } from '../helpers/e2e-accounts.ts';
import { query } from '../helpers/e2e-db.ts';
import { freshUsername } from '../helpers/users.ts';
import { fitsTheScreen, PHONE, winAtOnce } from '../helpers/e2e-game.ts';

// The hall of fame keeps a week once, when it is first read: last week is seeded before any page reads it.
test.describe.configure({ mode: 'serial' });

/** Daily plays of days gone by, straight in their projection (the cup reads player_days). */
async function seedPlays(plays: { userId: number; fecha: string; score: number }[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from questions order by id limit 1');
    for (const play of plays)
      await client.query(
        `insert into player_days (stream_id, user_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
         values ($1, $2, $3, 'diaria', $4, true, $5, 3, 1, 0, 40, true, $6)`,
        [
          `e2e-cup-${play.userId}-${play.fecha}`,
          play.userId,
          play.fecha,
          rows[0].id,
          play.score,
          `${play.fecha}T12:00:00+01:00`,
        ],
      );
  } finally {
    await client.end();
  }
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

/** A player's row in today's round. */
const rowOf = (page: Page, account: E2EAccount) =>
  page.getByTestId('cup-today').locator(`[data-testid="cup-row"][data-user="${account.usuario.id}"]`);

test('on phones, a player watches today’s round move live as a friend plays, and last week’s champion is in the hall of fame', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ana = await phone(browser, 'Ana');
  const beto = await phone(browser, 'Beto');
  try {
    const today = madridDay(new Date());
    const monday = cupWeekOf(today);
    const round = roundOf(today);
    // This week's days before today: Ana first, Beto second, so both are in today's round; last week
    // Beto won every round.
    const earlier = Array.from({ length: round }, (_, day) => addDays(monday, day));
    const lastWeek = Array.from({ length: 7 }, (_, day) => addDays(monday, day - 7));
    // A retry starts from a clean week: the first attempt's seeds gone, and last week's podium kept
    // from them taken back (a read keeps it again, from this attempt's seeds).
    await query("delete from player_days where stream_id like 'e2e-cup-%'");
    await query('delete from cup_weeks where semana = $1', [lastWeek[0]]);
    await seedPlays([
      ...earlier.flatMap((fecha) => [
        { userId: ana.account.usuario.id, fecha, score: 1000 },
        { userId: beto.account.usuario.id, fecha, score: 900 },
      ]),
      ...lastWeek.flatMap((fecha) => [
        { userId: beto.account.usuario.id, fecha, score: 1000 },
        { userId: ana.account.usuario.id, fecha, score: 900 },
      ]),
    ]);

    await beto.page.goto('/copa');
    await expect(beto.page.getByRole('heading', { level: 1 })).toHaveText('Copa semanal');
    await expect(beto.page.getByTestId('cup-today').getByRole('heading')).toHaveText(/^Hoy: /);
    await expect(beto.page.getByTestId('cup-earlier')).toHaveCount(round);
    if (round > 0) await expect(rowOf(beto.page, ana.account)).toHaveAttribute('data-status', 'toPlay');
    const champion = beto.page.locator(`[data-testid="cup-hall-week"][data-week="${lastWeek[0]}"]`);
    await expect(champion.locator('[data-position="1"]')).toContainText(beto.account.usuario.username);
    await expect(champion.locator('[data-position="2"]')).toContainText(ana.account.usuario.username);

    // Ana plays today's question; Beto's page hears of it without a reload.
    await ana.page.goto('/juego');
    await winAtOnce(ana.page);

    await expect(rowOf(beto.page, ana.account)).toHaveAttribute('data-status', /^(through|champion)$/);
    // After Monday only Ana and Beto came through to today's round, and Ana beat him. Monday's round is
    // everyone who plays it (the other browser tests' players too), ranked as the daily leaderboard
    // ranks them: Ana's place there, which their later plays may still change.
    const dailyPlace = async () =>
      (
        await (
          await ana.page.request.get('/api/leaderboard/daily/user-position', {
            headers: { authorization: `Bearer ${ana.account.token}` },
          })
        ).json()
      ).posicion;
    await expect
      .poll(async () => {
        const expected = round === 0 ? String(await dailyPlace()) : '1';
        return (await rowOf(beto.page, ana.account).getAttribute('data-position')) === expected;
      })
      .toBe(true);
    await expect(rowOf(beto.page, ana.account)).toContainText(/Pasa|Campeón/);
    await fitsTheScreen(beto.page);
    await beto.page.screenshot({ path: test.info().outputPath('cup-360.png'), fullPage: true });
    const { violations } = await new AxeBuilder({ page: beto.page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  } finally {
    await ana.close();
    await beto.close();
  }
});

test('on a desktop in English, the cup is reached from the menu and the leaderboard, and How to play tells its rules', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/leaderboard');
  await page.getByTestId('lb-cup-link').click();
  await expect(page).toHaveURL(/\/copa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weekly cup');
  await expect(page.getByTestId('cup-today').getByRole('heading')).toHaveText(/^Today: /);
  await expect(page.getByTestId('cup-hall').getByRole('heading', { level: 2 })).toHaveText('Hall of fame');
  await page.screenshot({ path: test.info().outputPath('cup-desktop.png'), fullPage: true });

  await page.getByRole('link', { name: 'The cup’s rules' }).click();
  const rules = page.getByTestId('htp-cup');
  await expect(rules.getByRole('heading')).toHaveText('The weekly cup');
  await expect(rules.getByRole('listitem')).toHaveCount(7);
  await expect(rules.getByRole('listitem').first()).toHaveText(
    'Monday, Qualifying round: the best 64 go through to the next round.',
  );
  await expect(rules.getByRole('listitem').last()).toHaveText('Sunday, Final: the winner is the champion.');

  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-cup').click();
  await expect(page).toHaveURL(/\/copa$/);
});
