// The admins' question editor (issue 29, item 3): an entry of the bank in both languages side by side,
// the server's checks shown on their fields, a reason required, the change in the question's history;
// a new question created from the list. By keyboard, at 360 px and on a desktop, in both languages
// and both themes.
import AxeBuilder from '@axe-core/playwright';
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { PENDING } from '../../server/questions/pending.ts';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { query } from '../helpers/e2e-db.ts';

type Question = { id: number; respuesta: string; fuentes: string[] };

/** A question of the files held to every rule (not pending in the audit), no day has had and nobody changed. */
async function untouchedQuestion(offset: number): Promise<Question> {
  const [question] = await query<Question>(
    `select id, respuesta, fuentes from questions q
      where not retirada and editada_en is null and not (id = any($1::int[]))
        and not exists (select 1 from daily_questions d where d.pregunta_id = q.id)
        and not exists (select 1 from question_reports r where r.pregunta_id = q.id)
      order by id limit 1 offset $2`,
    [Object.values(PENDING).flat(), offset],
  );
  return question;
}

async function signedInAdmin(page: Page, lang: 'es' | 'en', theme: 'light' | 'dark') {
  const account = await signedIn(page);
  await query('update users set admin = true where id = $1', [account.usuario.id]);
  await page.addInitScript(
    ([user, language, colours]) => {
      localStorage.setItem('user', user);
      localStorage.setItem('lang', language);
      localStorage.setItem('theme', colours);
    },
    [JSON.stringify({ ...account.usuario, admin: true }), lang, theme],
  );
}

/** The admin page's bank searched for the question's answer, and the question's row. */
async function findInBank(page: Page, question: Question) {
  await page.goto('/admin/partidas');
  const bank = page.getByTestId('bank');
  await bank.getByTestId('bank-texto').fill(question.respuesta);
  await bank.getByTestId('bank-texto').press('Enter');
  await expect(bank.getByTestId('bank-total')).toHaveText(/^1 /);
  return { bank, row: bank.locator(`tr[data-question="${question.id}"]`) };
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [width, lang, theme, offset] of [
  [1280, 'en', 'dark', 0],
  [360, 'es', 'light', 1],
] as const) {
  test(`${width} px: an admin edits a question by keyboard, sees each problem on its field, then saves with a reason (${lang}, ${theme})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const question = await untouchedQuestion(offset);
    await signedInAdmin(page, lang, theme);
    const { row } = await findInBank(page, question);
    await row.getByTestId('bank-edit').focus();
    await page.keyboard.press('Enter');

    const editor = page.getByTestId('question-editor');
    await expect(editor.getByTestId('editor-answer')).toHaveValue(question.respuesta);
    await expect(editor.locator('h3')).toBeFocused();
    const spanish = await editor.getByTestId('editor-hints.1.es').inputValue();
    await editor.getByTestId('editor-hints.1.en').fill(spanish);

    // No reason: refused in the page, before any request.
    await editor.getByTestId('editor-save').click();
    await expect(editor.getByTestId('editor-motivo')).toHaveAttribute('aria-invalid', 'true');
    await editor.getByTestId('editor-motivo').fill(lang === 'en' ? 'Hint 2 reworded' : 'Pista 2 reescrita');
    await editor.getByTestId('editor-motivo').press('Enter');

    // The server's check: the English hint 2 is the Spanish one.
    const problems = editor.getByTestId('editor-problems');
    await expect(problems).toBeFocused();
    await expect(problems).toContainText(
      lang === 'en' ? 'the same in Spanish and English' : 'igual en español y en inglés',
    );
    await expect(editor.getByTestId('editor-hints.1.en')).toHaveAttribute('aria-invalid', 'true');
    await editor.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`${width}-${lang}-${theme}-editor-problem.png`),
      fullPage: width === 360,
    });
    const axe = await new AxeBuilder({ page }).include('[data-testid="question-editor"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await fitsTheScreen(page)).toBeLessThanOrEqual(0);

    // Fixed: saved, in the database and in the question's history with the reason.
    const english = lang === 'en' ? 'The second hint, reworded for this test.' : 'The second hint, in English.';
    await editor.getByTestId('editor-hints.1.en').fill(english);
    await editor.getByTestId('editor-save').click();
    await expect(editor.getByTestId('editor-status')).toContainText(`#${question.id}`);
    const [stored] = await query<{ texto_en: string; editada: boolean }>(
      `select h.texto_en, q.editada_en is not null as editada from hints h join questions q on q.id = h.pregunta_id
        where h.pregunta_id = $1 and h.orden = 2`,
      [question.id],
    );
    expect(stored).toEqual({ texto_en: english, editada: true });
    await editor.getByTestId('question-history-toggle').click();
    await expect(editor.getByTestId('question-history').locator('li')).toHaveCount(1);
    await expect(editor.getByTestId('question-history')).toContainText(
      lang === 'en' ? 'Edited by admin' : 'Editada por el admin',
    );
    await expect(editor.getByTestId('question-history')).toContainText('hints');
    await page.screenshot({ path: testInfo.outputPath(`${width}-${lang}-${theme}-editor-saved.png`) });
  });
}

test('360 px: an admin creates a question from the list, both languages side by side (en, dark)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { fuentes } = await untouchedQuestion(2);
  await signedInAdmin(page, 'en', 'dark');
  await page.goto('/admin/partidas');
  await page.getByTestId('bank-new').click();
  const editor = page.getByTestId('question-editor');
  const answer = `ZETA ${Array.from({ length: 6 }, () => 'BCDFGHJKLMNPRSTVWXZ'[randomInt(19)]).join('')}`;
  await editor.getByTestId('editor-answer').fill(answer.toLowerCase());
  await editor
    .getByTestId('editor-question.es')
    .fill('¿Qué guardameta inventado para una prueba paró un penalti con la nariz?');
  await editor
    .getByTestId('editor-question.en')
    .fill('Which goalkeeper made up for a test saved a penalty with his nose?');
  const hints = [
    ['Nunca existió.', 'He never existed.'],
    ['Llevaba guantes de lana.', 'He wore woollen gloves.'],
    ['Su dorsal era el trece.', 'His shirt number was thirteen.'],
  ];
  for (const [i, [es, en]] of hints.entries()) {
    await editor.getByTestId(`editor-hints.${i}.es`).fill(es);
    await editor.getByTestId(`editor-hints.${i}.en`).fill(en);
  }
  await editor.getByTestId('editor-fuentes').fill(fuentes.slice(0, 2).join('\n'));
  await editor.getByTestId('editor-club').fill('Getafe');
  await editor.getByTestId('editor-desde').fill('2001');
  await editor.getByTestId('editor-hasta').fill('2004');
  await editor.getByTestId('editor-motivo').fill('A new question');
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByTestId('editor-status')).toContainText('saved');
  const [created] = await query<{ id: number; dificultad: number; club: string }>(
    'select id, dificultad, club from questions where respuesta = $1',
    [answer],
  );
  expect(created).toMatchObject({ dificultad: 2, club: 'Getafe' });
  await expect(editor.locator('h3')).toHaveText(`Edit question #${created.id}`);
  await expect(editor.getByTestId('editor-answer')).toHaveValue(answer);
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('360-en-dark-editor-created.png'), fullPage: true });
  expect(await fitsTheScreen(page)).toBeLessThanOrEqual(0);
});

for (const [width, lang, theme, offset] of [
  [1280, 'en', 'light', 3],
  [360, 'es', 'dark', 4],
] as const) {
  test(`${width} px: an admin retires a question from the list with a reason, then puts it back (${lang}, ${theme})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const question = await untouchedQuestion(offset);
    await signedInAdmin(page, lang, theme);
    const { bank, row } = await findInBank(page, question);
    await row.getByTestId('bank-retire').focus();
    await page.keyboard.press('Enter');
    const reason = bank.getByTestId('bank-state-reason');
    await expect(reason).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await reason.fill(lang === 'en' ? 'Its sources disagree' : 'Las fuentes no coinciden');
    await bank.getByTestId('bank-state').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${width}-${lang}-${theme}-retire.png`) });
    await page.keyboard.press('Enter');
    await expect(bank.getByTestId('bank-status')).toContainText(`#${question.id}`);
    await expect(row).toContainText(lang === 'en' ? 'retired' : 'retirada');
    const state = async () =>
      (await query<{ retirada: boolean }>('select retirada from questions where id = $1', [question.id]))[0].retirada;
    expect(await state()).toBe(true);

    await row.getByTestId('bank-restore').click();
    await bank
      .getByTestId('bank-state-reason')
      .fill(lang === 'en' ? 'A third source settles it' : 'Una tercera fuente lo aclara');
    await bank.getByTestId('bank-state-confirm').click();
    await expect(row.getByTestId('bank-retire')).toBeVisible();
    expect(await state()).toBe(false);
    const axe = await new AxeBuilder({ page }).include('[data-testid="bank"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await fitsTheScreen(page)).toBeLessThanOrEqual(0);
  });
}

for (const [width, lang, theme, offset] of [
  [1280, 'en', 'dark', 5],
  [360, 'es', 'light', 6],
] as const) {
  test(`${width} px: an admin imports a JSON file, checked first, applied once clean (${lang}, ${theme})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const question = await untouchedQuestion(offset);
    await signedInAdmin(page, lang, theme);
    await page.goto('/admin/partidas');
    // The entry as the export gives it, with one more nickname, and a broken copy of it.
    const exported = (await page.evaluate(async () => {
      const token = localStorage.getItem('token');
      const response = await fetch('/api/admin/preguntas/exportar', { headers: { Authorization: `Bearer ${token}` } });
      return response.json();
    })) as { id: number; apodos?: string[]; hints: { es: string; en: string }[] }[];
    const original = exported.find((e) => e.id === question.id);
    if (!original) throw new Error(`question ${question.id} is not in the export`);
    const changed = { ...original, apodos: [...(original.apodos ?? []), 'Apodo de prueba'] };
    const broken = structuredClone(changed);
    broken.hints[0].en = broken.hints[0].es;

    const panel = page.getByTestId('bank-import');
    await panel.locator('summary').click();
    const file = (entries: unknown[]) => ({
      name: 'preguntas.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(entries)),
    });
    await panel.getByTestId('import-file').setInputFiles(file([broken]));
    await panel
      .getByTestId('import-reason')
      .fill(lang === 'en' ? 'Nicknames from the audit' : 'Apodos de la auditoría');
    await panel.getByTestId('import-check').click();
    await expect(panel.getByTestId('import-problems')).toContainText('hints.0.en');
    await expect(panel.getByTestId('import-apply')).toBeDisabled();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${width}-${lang}-${theme}-import-problems.png`) });

    await panel.getByTestId('import-file').setInputFiles(file([changed]));
    await panel.getByTestId('import-check').click();
    await expect(panel.getByTestId('import-summary')).toContainText(`#${question.id}: apodos`);
    await panel.getByTestId('import-apply').click();
    await expect(panel.getByTestId('import-summary')).toContainText(
      lang === 'en' ? 'Import applied.' : 'Importación aplicada.',
    );
    const [row] = await query<{ apodos: string[] }>('select apodos from questions where id = $1', [question.id]);
    expect(row.apodos).toContain('Apodo de prueba');
    const axe = await new AxeBuilder({ page }).include('[data-testid="bank-import"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await fitsTheScreen(page)).toBeLessThanOrEqual(0);
  });
}
