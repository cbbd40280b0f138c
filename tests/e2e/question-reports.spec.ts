// The admins' queue of players' reports (issue 29, item 4): a reported question with both languages
// side by side, its sources and every report; a note is required; retire takes the question out.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { madridDay } from '../../server/days/clock.ts';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { query } from '../helpers/e2e-db.ts';

/**
 * A question no day has had and no admin changed (question-editor.spec.ts does), with two players'
 * reports of it (as the report route keeps them). One statement: tests running at once each take a
 * question of their own (the row lock skips the one another is taking).
 */
async function reportedQuestion(): Promise<{ id: number; respuesta: string; pregunta_en: string }> {
  const [question] = await query<{ id: number; respuesta: string; pregunta_en: string }>(
    `with question as (
       select id, respuesta, pregunta_en from questions q where not retirada and editada_en is null
          and not exists (select 1 from daily_questions d where d.pregunta_id = q.id)
          and not exists (select 1 from question_reports r where r.pregunta_id = q.id)
        order by id desc limit 1 for update skip locked
     ), reports as (
       insert into question_reports (pregunta_id, fecha, anon_id, motivo, texto, idioma)
       select question.id, $1, gen_random_uuid(), motivo, texto, idioma from question,
         (values ('dato-falso', 'Nació en Castronuño, no en Valladolid.', 'es'),
                 ('fuente', 'The second source is about another player.', 'en')) as r (motivo, texto, idioma)
     )
     select * from question`,
    [madridDay()],
  );
  return question;
}

async function signedInAdmin(page: Page, lang: 'es' | 'en') {
  const account = await signedIn(page);
  await query('update users set admin = true where id = $1', [account.usuario.id]);
  await page.addInitScript(
    ([user, language]) => {
      localStorage.setItem('user', user);
      localStorage.setItem('lang', language);
    },
    [JSON.stringify({ ...account.usuario, admin: true }), lang],
  );
}

for (const [width, lang] of [
  [1280, 'en'],
  [360, 'es'],
] as const) {
  test(`${width} px: an admin reads a reported question side by side and retires it with a note (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const question = await reportedQuestion();
    await signedInAdmin(page, lang);
    await page.goto('/admin/partidas');
    const card = page.locator(`[data-testid="reported-question"][data-question="${question.id}"]`);
    await expect(card).toContainText(question.respuesta);
    await expect(card.locator('td[lang="en"]').first()).toHaveText(question.pregunta_en);
    await expect(card.locator('td[lang="es"]')).toHaveCount(4);
    await expect(card.getByTestId('reports-list').locator('li')).toHaveCount(2);
    await expect(card).toContainText('Nació en Castronuño, no en Valladolid.');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${width}-${lang}-report-queue.png`) });
    const axe = await new AxeBuilder({ page }).include('[data-testid="reports"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    const retire = card.getByTestId('reports-retirar');
    await retire.click();
    await expect(card.getByTestId('reports-note')).toHaveAttribute('aria-invalid', 'true');
    await card.getByTestId('reports-note').fill('Two outlets confirm the report: wrong birthplace.');
    await retire.click();
    await expect(page.getByTestId('reports-status')).toContainText(`#${question.id}`);
    const [row] = await query<{ retirada: boolean; editada: boolean }>(
      'select retirada, editada_en is not null as editada from questions where id = $1',
      [question.id],
    );
    expect(row).toEqual({ retirada: true, editada: true });
    const resolved = page.locator(`[data-testid="reported-question"][data-question="${question.id}"]`);
    await expect(resolved.getByTestId('reports-retirar')).toHaveCount(0);
    await expect(resolved).toContainText('Two outlets confirm the report: wrong birthplace.');
    await resolved.getByTestId('question-history-toggle').click();
    await expect(resolved.getByTestId('question-history').locator('li')).toHaveCount(1);
    await expect(resolved.getByTestId('question-history')).toContainText(
      lang === 'en' ? 'Retire the question' : 'Retirar la pregunta',
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
}

test('360 px: an admin searches the bank and filters it by reports, by keyboard', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const question = await reportedQuestion();
  await signedInAdmin(page, 'en');
  await page.goto('/admin/partidas');
  const bank = page.getByTestId('bank');
  await expect(bank.getByTestId('bank-total')).toContainText('questions');
  await bank.getByTestId('bank-reportes').selectOption('abiertos');
  await bank.getByTestId('bank-texto').fill(question.respuesta);
  await bank.getByTestId('bank-texto').press('Enter');
  const row = bank.locator(`tr[data-question="${question.id}"]`);
  await expect(row).toContainText(question.respuesta);
  await expect(row).toContainText('2 open of 2');
  await expect(bank.getByTestId('bank-total')).toHaveText(/^1 question$/);
  await bank.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('360-en-bank.png') });

  // The export: the whole bank in the repository's format, as a file. Another test may create a
  // question meanwhile (question-editor.spec.ts): every question there before is in it, and nothing
  // that is not there after.
  const ids = async () => (await query<{ id: number }>('select id from questions order by id')).map(({ id }) => id);
  const before = await ids();
  const downloading = page.waitForEvent('download');
  await bank.getByTestId('bank-export').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^preguntas-\d{4}-\d{2}-\d{2}\.json$/);
  const entries = JSON.parse(await readFile(await file.path(), 'utf8'));
  const after = await ids();
  const exported: number[] = entries.map((entry: { id: number }) => entry.id);
  expect(new Set(exported).size).toBe(exported.length);
  expect(exported).toEqual(expect.arrayContaining(before));
  expect(after).toEqual(expect.arrayContaining(exported));
  expect(entries.find((entry: { id: number }) => entry.id === question.id)).toMatchObject({
    answer: question.respuesta,
    question: { en: question.pregunta_en },
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
