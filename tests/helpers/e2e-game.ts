// Today's game as the browser tests see it: the question the database gave today, and ways to end it.
import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { madridDay } from '../../server/days/clock.ts';
import { answerStructure, lettersCount, normalizeLetters } from '../../machines/game/normalize.ts';
import { atHumanPace } from './human-pace.ts';

export type TodaysQuestion = {
  respuesta: string;
  pregunta_en: string;
  hints: { orden: number; texto_es: string; texto_en: string }[];
  longitud: number;
  espacios: number[];
  /** Letters a full row holds (spaces are never typed). */
  size: number;
};

/** Today's question as the database holds it; the first /juego request assigned it. */
export async function todaysQuestion(): Promise<TodaysQuestion> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; respuesta: string; pregunta_en: string }>(
      'select q.id, q.respuesta, q.pregunta_en from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
      [madridDay()],
    );
    const [question] = rows;
    const hints = await client.query(
      'select orden, texto_es, texto_en from hints where pregunta_id = $1 order by orden',
      [question.id],
    );
    const structure = answerStructure(question.respuesta);
    return { ...question, hints: hints.rows, ...structure, size: lettersCount(structure) };
  } finally {
    await client.end();
  }
}

export async function openGame(page: Page): Promise<TodaysQuestion> {
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  return todaysQuestion();
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

/** One miss, then the answer: the won modal. */
export async function winGame(page: Page, question: TodaysQuestion) {
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
  await page.keyboard.type(normalizeLetters(question.respuesta).replaceAll(' ', ''));
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
  const question = await todaysQuestion();
  await atHumanPace(page, shown, question.size, 1);
  await page.keyboard.type(normalizeLetters(question.respuesta).replaceAll(' ', ''));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('won-modal')).toBeVisible({ timeout: 10_000 });
}
