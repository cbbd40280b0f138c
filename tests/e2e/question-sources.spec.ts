// "About this question" (issue 29, item 5): the sources of the day's question show as links once the
// play has ended, in the result and on the already-played page, never before; at 360 px and desktop.
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { loseGame, openGame, winGame } from '../helpers/e2e-game.ts';

async function sourcesOf(fecha: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ fuentes: string[] }>(
      'select q.fuentes from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
      [fecha],
    );
    return rows[0].fuentes;
  } finally {
    await client.end();
  }
}

const prepare = (page: Page, lang: 'es' | 'en', theme: 'dark' | 'light') =>
  page.addInitScript(
    ([language, mode]) => {
      localStorage.setItem('lang', language);
      localStorage.setItem('theme', mode);
    },
    [lang, theme],
  );

/** No element wider than the page (a long address must not push the result sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the sources show only once the play ends, in the lost result and on the already-played page', async ({
    page,
  }, testInfo) => {
    await prepare(page, 'es', 'dark');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/preguntas/acerca')) asked.push(request.url());
    });
    const question = await openGame(page);
    const sources = await sourcesOf(question.fecha);
    expect(sources.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('question-about')).toHaveCount(0);
    expect(asked).toEqual([]);

    await loseGame(page, question);
    const about = page.getByTestId('lost-modal').getByTestId('question-about');
    await expect(about.getByRole('heading', { name: 'Sobre esta pregunta' })).toBeVisible();
    const links = about.getByRole('link');
    await expect(links).toHaveCount(sources.length);
    expect(await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')))).toEqual(
      sources.map((url) => new URL(url).href),
    );
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('rel', /noopener/);
    await expect(links.first()).toContainText('(se abre en una pestaña nueva)');
    await about.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('360-es-dark-lost.png') });

    await page.goto('/ya-jugaste');
    const again = page.getByTestId('already-played').getByTestId('question-about');
    await expect(again.getByRole('link')).toHaveCount(sources.length);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await again.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('360-es-dark-already-played.png') });
  });
});

test('desktop, English, light: a won play shows "About this question" with its links', async ({ page }, testInfo) => {
  await prepare(page, 'en', 'light');
  const question = await openGame(page);
  const sources = await sourcesOf(question.fecha);
  await winGame(page, question);
  const about = page.getByTestId('won-modal').getByTestId('question-about');
  await expect(about.getByRole('heading', { name: 'About this question' })).toBeVisible();
  await expect(about).toContainText('The question and its hints come from these sources:');
  await expect(about.getByRole('link')).toHaveCount(sources.length);
  await expect(about.getByRole('link').first()).toContainText('(opens in a new tab)');
  await about.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('desktop-en-light-won.png') });
});

test.describe('360 px, reports', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a player reports an error from the result by keyboard, is thanked in English, and cannot report the day twice', async ({
    page,
  }, testInfo) => {
    await prepare(page, 'en', 'light');
    const question = await openGame(page);
    await loseGame(page, question);
    const modal = page.getByTestId('lost-modal');
    await modal.getByTestId('report-open').focus();
    await page.keyboard.press('Enter');
    const form = modal.getByTestId('report-form');
    await expect(form.getByRole('radio', { name: 'A fact is wrong' })).toBeFocused();
    // Cancelling puts the keyboard back on the button that opened the form; opening it again, on the reason.
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal.getByTestId('report-open')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('radio', { name: 'A fact is wrong' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'The question or a hint gives the answer away' })).toBeChecked();
    await form.getByTestId('report-send').click();
    await expect(form.getByText('Write at least 3 characters.')).toBeVisible();
    await expect(form.getByTestId('report-text')).toBeFocused();
    await page.keyboard.type('Hint 1 names his nickname.');
    await form.scrollIntoViewIfNeeded();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('360-en-light-report-form.png') });
    await form.getByTestId('report-send').click();
    await expect(modal.getByTestId('report-thanks')).toHaveText(/^Thank you! We have received your report/);
    await page.screenshot({ path: testInfo.outputPath('360-en-light-report-thanks.png') });

    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select motivo, idioma from question_reports where texto = 'Hint 1 names his nickname.'",
      );
      expect(rows).toEqual([{ motivo: 'delata-respuesta', idioma: 'en' }]);
    } finally {
      await client.end();
    }

    await page.goto('/ya-jugaste');
    const again = page.getByTestId('already-played');
    await again.getByTestId('report-open').click();
    await again.getByTestId('report-text').fill('Another report of the same day');
    await again.getByTestId('report-send').click();
    await expect(again.getByTestId('report-error')).toHaveText(/already reported the question of that day/);
  });
});
