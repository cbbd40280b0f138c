// Today's game as the browser tests see it: the question the database gave today, and ways to end it.
import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { QUESTION_CACHE_PREFIX } from '../../client/src/lib/storage.ts';
import { answerStructure, lettersCount, normalizeLetters } from '../../machines/game/normalize.ts';
import { atHumanPace } from './human-pace.ts';

export type TodaysQuestion = {
  /** The play's day. */
  fecha: string;
  respuesta: string;
  pregunta_en: string;
  hints: { orden: number; texto_es: string; texto_en: string }[];
  longitud: number;
  espacios: number[];
  /** Letters a full row holds (spaces are never typed). */
  size: number;
};

/**
 * The day of the daily play a page shows: the page keeps that play's question under its day
 * (client/src/lib/storage.ts). Never this process's clock: a play opened at 23:59:59 Madrid is the
 * day before's still when this reads it.
 */
export async function playedDay(page: Page): Promise<string> {
  let fecha = '';
  await expect
    .poll(async () => {
      fecha = await page.evaluate(
        (prefix) =>
          Object.keys(localStorage)
            .find((key) => key.startsWith(prefix))
            ?.slice(prefix.length) ?? '',
        QUESTION_CACHE_PREFIX,
      );
      return fecha;
    })
    .not.toBe('');
  return fecha;
}

/** The question of the daily play a page shows, as the database holds it. */
export async function todaysQuestion(page: Page): Promise<TodaysQuestion> {
  const fecha = await playedDay(page);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; respuesta: string; pregunta_en: string }>(
      'select q.id, q.respuesta, q.pregunta_en from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
      [fecha],
    );
    const [question] = rows;
    const hints = await client.query(
      'select orden, texto_es, texto_en from hints where pregunta_id = $1 order by orden',
      [question.id],
    );
    const structure = answerStructure(question.respuesta);
    return { ...question, fecha, hints: hints.rows, ...structure, size: lettersCount(structure) };
  } finally {
    await client.end();
  }
}

export async function openGame(page: Page): Promise<TodaysQuestion> {
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  return todaysQuestion(page);
}

export const evaluated = (row: Locator) =>
  row.locator('[data-status="correct"], [data-status="present"], [data-status="absent"]');

/** A row of one repeated letter: never a real player's name. */
export async function typeWithPhysicalKeyboard(page: Page, letter: string, size: number) {
  await page.keyboard.type(letter.repeat(size));
  await page.keyboard.press('Enter');
}

export async function typeWithScreenKeyboard(page: Page, letters: string) {
  const keyboard = page.getByTestId('keyboard');
  for (const letter of letters) await keyboard.locator(`[data-key="${letter}"]`).click();
  await keyboard.locator('[data-key="ENTER"]').click();
}

/** Rows of one letter each up to the fifth (from row `from`, those before played already), then the lost modal. */
export async function loseGame(page: Page, question: TodaysQuestion, from = 0) {
  const rows = page.getByTestId('board-row');
  for (const [i, letter] of ['Z', 'X', 'Q', 'W', 'K'].entries()) {
    if (i < from) continue;
    await typeWithPhysicalKeyboard(page, letter, question.size);
    if (i < 4) await expect(evaluated(rows.nth(i))).toHaveCount(question.size);
  }
  await expect(page.getByTestId('lost-modal')).toBeVisible();
}

/**
 * The answer typed on the physical keyboard, but for Ñ: Playwright's keyboard is a US one, which
 * drops it from keyboard.type (and refuses it to press), so it is tapped on the screen's keyboard.
 */
export async function typeAnswer(page: Page, question: TodaysQuestion) {
  for (const letter of normalizeLetters(question.respuesta).replaceAll(' ', '')) {
    if (letter === 'Ñ') await page.getByTestId('keyboard').locator('[data-key="Ñ"]').click();
    else await page.keyboard.press(letter);
  }
}

/** One miss, then the answer: the won modal. */
export async function winGame(page: Page, question: TodaysQuestion) {
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
  await typeAnswer(page, question);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('won-modal')).toBeVisible({ timeout: 10_000 });
}

/** A phone as the browser tests hold one: 360 px wide, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The page's content fits the screen's width (nothing scrolls sideways). */
export async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.querySelector('main')!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Today's game won at the first attempt, without a hint, at a person's pace (so it ranks). */
export async function winAtOnce(page: Page) {
  await expect(page.getByTestId('question')).toBeVisible();
  const shown = Date.now();
  const question = await todaysQuestion(page);
  await atHumanPace(page, shown, question.size, 1);
  await typeAnswer(page, question);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('won-modal')).toBeVisible({ timeout: 10_000 });
}
