// The game on one screen (issue 39): on the phones below and in both languages, with the bank's
// longest question, its longest answer's grid and its longest hints all revealed, the question, the
// grid and the whole keyboard are on the screen together, and nothing the player does scrolls the
// page. Each look is saved (test-results/…/<size>-<language>-….png); with README_SCREENSHOTS=1 the
// README's phone pictures (docs/screenshots/) are taken again from the same walk.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { normalizeLetters } from '../../machines/game/normalize.ts';
import { evaluated, openGame, typeAnswer } from '../helpers/e2e-game.ts';
import { showLongest } from '../helpers/e2e-longest.ts';

type Size = { width: number; height: number; phone: boolean };
const PHONES: Size[] = [
  { width: 360, height: 640, phone: true },
  { width: 360, height: 740, phone: true },
  { width: 390, height: 664, phone: true },
];
/** Keep working: a bigger phone, a phone on its side and a desktop. */
const OTHERS: Size[] = [
  { width: 412, height: 915, phone: true },
  { width: 740, height: 360, phone: true },
  { width: 1280, height: 800, phone: false },
];
const README = process.env.README_SCREENSHOTS ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;

async function prepare(page: Page, language: 'es' | 'en', theme: 'dark' | 'light') {
  await page.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme],
  );
}

/** Where the parts of the game screen are, in CSS pixels of the screen (the layout viewport). */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      const { top, bottom, left, right, height } = element.getBoundingClientRect();
      return { top, bottom, left, right, height };
    };
    const keys = [...document.querySelectorAll('[data-testid="keyboard"] button')];
    // What a finger on the middle of ENTER and of ⌫ would touch: the key itself, nothing over it.
    const touched = (key: string) => {
      const { left, right, top, bottom } = box(`[data-key="${key}"]`);
      return document
        .elementFromPoint((left + right) / 2, (top + bottom) / 2)
        ?.closest('[data-key]')
        ?.getAttribute('data-key');
    };
    return {
      screen: window.innerHeight,
      width: document.documentElement.clientWidth,
      scrollY: window.scrollY,
      header: box('.site-header'),
      question: box('[data-testid="question"]'),
      board: box('.board'),
      lastRow: box('[data-testid="board-row"]:last-child'),
      keyboard: box('[data-testid="keyboard"]'),
      enter: box('[data-key="ENTER"]'),
      backspace: box('[data-key="BACKSPACE"]'),
      shortestKey: Math.min(...keys.map((key) => key.getBoundingClientRect().height)),
      touched: [touched('ENTER'), touched('BACKSPACE')],
    };
  });
}

/** The question, every grid row and the whole keyboard on the screen, none over another, the page at its top. */
async function expectOneScreen(page: Page, size: Size, what: string, { cluesOpen = false } = {}) {
  const layout = await layoutOf(page);
  const report = `${what}: ${JSON.stringify(layout)}`;
  expect(layout.scrollY, report).toBe(0);
  expect(layout.question.top, report).toBeGreaterThanOrEqual(layout.header.bottom - 1);
  expect(layout.question.height, report).toBeGreaterThan(20);
  // The grid is under the question (beside it on a phone on its side), never under it, unless the
  // player opened the whole text, which lies over the grid until closed.
  const [q, b] = [layout.question, layout.board];
  if (!cluesOpen) expect(b.top >= q.bottom - 1 || b.left >= q.right - 1, report).toBe(true);
  expect(layout.lastRow.bottom, report).toBeLessThanOrEqual(layout.keyboard.top + 1);
  for (const key of [layout.enter, layout.backspace]) {
    expect(key.bottom, report).toBeLessThanOrEqual(layout.screen + 0.5);
    expect(key.right, report).toBeLessThanOrEqual(layout.width + 0.5);
  }
  expect(layout.touched, report).toEqual(['ENTER', 'BACKSPACE']);
  // A finger's key: at least 40 px tall wherever the screen is 640 px tall or more.
  if (size.height >= 640) expect(layout.shortestKey, report).toBeGreaterThanOrEqual(40);
  return layout;
}

/** A picture once the tiles have turned (no animation running). */
async function look(page: Page, testInfo: TestInfo, name: string, readme?: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  if (README && readme) await page.screenshot({ path: path.join(README, readme) });
}

for (const size of [...PHONES, ...OTHERS]) {
  for (const language of ['es', 'en'] as const) {
    const name = `${size.width}x${size.height}-${language}`;
    test.describe(name, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        isMobile: size.phone,
        hasTouch: size.phone,
      });

      test(`the bank's longest question, answer and hints leave the grid and the whole keyboard on screen (${name})`, async ({
        page,
      }, testInfo) => {
        const theme = size.width === 360 ? 'dark' : 'light';
        await prepare(page, language, theme);
        const longest = (await showLongest(page))[language];
        await page.goto('/juego');
        await expect(page.getByTestId('question')).toContainText(longest.question);
        // The grid is the longest answer's: every column there, none scrolled away.
        await expect(page.getByTestId('board-row').first().locator('.tile')).toHaveCount(longest.structure.longitud);
        await expectOneScreen(page, size, 'opened');

        // Three hints, then letters typed on both keyboards: nothing moves, nothing scrolls.
        for (const n of [1, 2, 3]) {
          await page.getByTestId('hint-button').click();
          await expect(page.getByTestId('hints').locator('li')).toHaveCount(n);
        }
        await expect(page.getByTestId('hints').locator('li').last()).toContainText(
          longest.hints[2][language === 'es' ? 'texto_es' : 'texto_en'].slice(0, 20),
        );
        const before = await expectOneScreen(page, size, 'three hints');
        await page.keyboard.type('ABCDE');
        for (const key of ['Ñ', 'O', 'BACKSPACE'])
          await page.getByTestId('keyboard').locator(`[data-key="${key}"]`).click();
        await expect(page.getByTestId('board-row').first().locator('[data-status="current"]')).toHaveCount(6);
        const typed = await expectOneScreen(page, size, 'typed');
        expect(typed.keyboard, 'the keyboard stays where it was').toEqual(before.keyboard);
        expect(typed.board, 'the grid stays where it was').toEqual(before.board);
        // Enter on a row not yet full says so over the grid, and moves nothing.
        await page.getByTestId('keyboard').locator('[data-key="ENTER"]').click();
        await expect(page.getByTestId('action-error')).not.toBeEmpty();
        expect((await expectOneScreen(page, size, 'incomplete row')).keyboard).toEqual(before.keyboard);
        await look(page, testInfo, `${name}-hints`);

        // The folded question and hints open whole (a button with its state) and close again.
        const toggle = page.getByTestId('clues-toggle');
        if (size.height < 900) await expect(toggle).toBeVisible();
        if (await toggle.isVisible()) {
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          const clues = page.getByTestId('clues');
          for (const hint of await clues.locator('li').all()) await expect(hint).toBeVisible();
          const opened = await expectOneScreen(page, size, 'clues open', { cluesOpen: true });
          expect(opened.keyboard).toEqual(before.keyboard);
          await look(page, testInfo, `${name}-clues-open`);
          expect(await new AxeBuilder({ page }).include('[data-testid="game"]').analyze().then(serious)).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        }
        expect((await expectOneScreen(page, size, 'clues closed')).keyboard).toEqual(before.keyboard);
      });
    });
  }
}

const serious = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('the whole question opens and closes from the keyboard, and letters still go to the grid', async ({ page }) => {
    await prepare(page, 'en', 'dark');
    await showLongest(page);
    await page.goto('/juego');
    const toggle = page.getByTestId('clues-toggle');
    await expect(toggle).toHaveText('Read the whole question');
    // Tab reaches it (after the header's controls), Enter opens it, Escape closes it.
    for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Show less');
    await page.keyboard.type('QW');
    await expect(page.getByTestId('board-row').first().locator('[data-status="current"]')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the connection note', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('while the server is away, its note on the game screen leaves the keyboard free', async ({ page }) => {
    await prepare(page, 'es', 'dark');
    await page.goto('/juego');
    await expect(page.getByTestId('question')).toBeVisible();
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        json: { error: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE', message: 'La base de datos no responde' },
      }),
    );
    await page.getByTestId('hint-button').click();
    const note = page.getByTestId('connection-note');
    await expect(note).toBeVisible();
    const [box, keyboard] = await Promise.all([note.boundingBox(), page.getByTestId('keyboard').boundingBox()]);
    expect(box && keyboard && box.y + box.height <= keyboard.y, JSON.stringify({ box, keyboard })).toBe(true);
    expect((await layoutOf(page)).touched).toEqual(['ENTER', 'BACKSPACE']);
  });
});

// The result, the already-played page and the replay: where they show a grid, the grid fits the
// screen at once; the result's dialog fits the screen and scrolls inside itself.
for (const size of PHONES) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: true, hasTouch: true });

    test('the result, the board behind it, the already-played page and the replay keep their grids on screen', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const language = size.height === 740 ? 'es' : 'en';
      await prepare(page, language, size.height === 664 ? 'light' : 'dark');
      await signedIn(page);
      const question = await openGame(page);
      // A row of the answer's letters backwards (colours of every kind), then a hint.
      for (const letter of [...normalizeLetters(question.respuesta).replaceAll(' ', '')].reverse())
        await page.getByTestId('keyboard').locator(`[data-key="${letter}"]`).click();
      await page.getByTestId('keyboard').locator('[data-key="ENTER"]').click();
      await expect(evaluated(page.getByTestId('board-row').first())).toHaveCount(question.size);
      await page.getByTestId('hint-button').click();
      await expect(page.getByTestId('hints').locator('li')).toHaveCount(1);
      await expectOneScreen(page, { ...size, phone: true }, 'a row played');
      await look(
        page,
        testInfo,
        `${size.width}x${size.height}-game`,
        size.height === 740 ? 'phone-game.png' : undefined,
      );
      await typeAnswer(page, question);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('won-modal')).toBeVisible({ timeout: 10_000 });

      const modal = page.getByTestId('won-modal');
      const dialog = await modal.boundingBox();
      expect(dialog && dialog.y >= 0 && dialog.y + dialog.height <= size.height + 0.5, JSON.stringify(dialog)).toBe(
        true,
      );
      await look(
        page,
        testInfo,
        `${size.width}x${size.height}-result`,
        size.height === 740 ? 'phone-result.png' : undefined,
      );
      await modal.getByTestId('share-preview').scrollIntoViewIfNeeded();
      await expectWhole(page, '[data-testid="share-preview"]');

      await page.keyboard.press('Escape');
      await expect(page.getByTestId('show-result')).toBeVisible();
      await expectOneScreen(page, { ...size, phone: true }, 'the board behind the result');

      await page.goto('/ya-jugaste');
      await expect(page.getByTestId('todays-board')).toBeVisible();
      await expectWhole(page, '[data-testid="todays-board"] .board');
      await look(
        page,
        testInfo,
        `${size.width}x${size.height}-already-played`,
        size.height === 740 ? 'phone-already-played.png' : undefined,
      );

      // The replay: with its buttons at the top of the screen, the grid and the whole keyboard under them.
      await page.goto(`/repeticion?fecha=${question.fecha}`);
      const replay = page.getByTestId('player-replay');
      await expect(replay.locator('.board')).toBeVisible();
      await replay.getByTestId('replay-next').click();
      await expect(replay.getByTestId('replay-step')).toHaveAttribute('data-index', '1');
      await page.evaluate(() => {
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        window.scrollBy(
          0,
          document.querySelector('[data-testid="replay-next"]')!.getBoundingClientRect().top - header - 4,
        );
      });
      const steps = await page.evaluate(() =>
        [
          '[data-testid="replay-next"]',
          '[data-testid="replay-board"] .board',
          '[data-testid="replay-board"] [data-key="ENTER"]',
        ].map((selector) => document.querySelector(selector)!.getBoundingClientRect().toJSON()),
      );
      for (const box of steps) {
        expect(box.top, JSON.stringify(steps)).toBeGreaterThanOrEqual(0);
        expect(box.bottom, JSON.stringify(steps)).toBeLessThanOrEqual(size.height + 0.5);
      }
      await look(page, testInfo, `${size.width}x${size.height}-replay`);
    });
  });
}

/** An element scrolled into view is wholly on the screen, below the header (it is no taller than what is left). */
async function expectWhole(page: Page, selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  const { top, bottom, screen, header } = await page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      screen: window.innerHeight,
      header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
    };
  });
  expect(bottom - top, `${selector} fits under the header`).toBeLessThanOrEqual(screen - header);
  if (top < header) await page.evaluate((by) => window.scrollBy(0, by), top - header);
  const box = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON());
  expect(box.top, selector).toBeGreaterThanOrEqual(0);
  expect(box.bottom, selector).toBeLessThanOrEqual(screen + 0.5);
}
