// The admins' fair-play queue (issue 27), as an admin uses it: a quick win waits there while it
// ranks; confirming it takes it off a watcher's open leaderboard without a reload.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { plausibleSeconds } from '../../machines/game/fair-play.ts';
import { answerStructure, lettersCount } from '../../machines/game/normalize.ts';
import { createAccount, type E2EAccount } from '../helpers/e2e-accounts.ts';
import { query } from '../helpers/e2e-db.ts';

/** A win through the API at the plausibility floor: it ranks, and it is flagged for review ('fast'). */
async function quickWin(request: APIRequestContext, account: E2EAccount): Promise<string> {
  const headers = { authorization: `Bearer ${account.token}`, 'x-anon-id': randomUUID() };
  const started = await request.post('/api/partidas/iniciar', { headers, data: {} });
  expect(started.ok(), await started.text()).toBe(true);
  const { pregunta, partida } = await started.json();
  const [{ respuesta }] = await query<{ respuesta: string }>(
    'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
    [partida.fecha],
  );
  await new Promise((resolve) =>
    setTimeout(resolve, (plausibleSeconds(lettersCount(answerStructure(respuesta)), 1) + 0.5) * 1000),
  );
  const won = await request.post(`/api/preguntas/${pregunta.id}/verificar`, { headers, data: { respuesta } });
  expect((await won.json()).correcta).toBe(true);
  return partida.fecha;
}

async function asAdmin(page: Page): Promise<E2EAccount> {
  const account = await createAccount(page.request);
  await query('update users set admin = true where id = $1', [account.usuario.id]);
  const usuario = { ...account.usuario, admin: true };
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(usuario)],
  );
  return { ...account, usuario };
}

test('an admin confirms a quick win from the fair-play queue and a watcher’s open leaderboard drops it live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const watcherContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await asAdmin(admin);
    const player = await createAccount(admin.request);
    const fecha = await quickWin(admin.request, player);

    const watcher = await watcherContext.newPage();
    await watcher.goto('/leaderboard');
    const row = watcher.locator(`[data-testid="lb-row"][data-user="${player.usuario.id}"]`);
    await expect(row).toBeVisible();

    await admin.goto('/admin/partidas');
    const panel = admin.getByTestId('fair-play');
    await expect(panel.getByRole('heading', { name: 'Juego limpio' })).toBeVisible();
    const pending = panel
      .getByTestId('fair-play-pending')
      .locator(`tr[data-stream="play-${player.usuario.id}-${fecha}"]`);
    await expect(pending).toContainText(player.usuario.username);
    await expect(pending).toContainText('muy rápida');
    await expect(pending.getByTestId('fair-play-ranks')).toHaveText('Sí');

    await pending.getByRole('button', { name: `Confirmar trampa (${player.usuario.username}, ${fecha})` }).click();
    await expect(panel.getByTestId('fair-play-status')).toContainText('Ahora no puntúa.');
    const reviewed = panel
      .getByTestId('fair-play-reviewed')
      .locator(`tr[data-stream="play-${player.usuario.id}-${fecha}"]`);
    await expect(reviewed).toContainText('Trampa confirmada');
    await expect(reviewed.getByTestId('fair-play-ranks')).toHaveText('No');
    await expect(pending).toHaveCount(0);

    // The watcher's open page loses the row without a reload.
    await expect(row).toHaveCount(0);

    // The panel in English, and how it looks at 360 px and on a desktop in both themes.
    await admin.getByTestId('lang-toggle').click();
    await expect(panel.getByRole('heading', { name: 'Fair play' })).toBeVisible();
    await expect(reviewed).toContainText('Cheat confirmed');
    for (const [width, height] of [
      [360, 780],
      [1280, 900],
    ]) {
      await admin.setViewportSize({ width, height });
      for (const theme of ['dark', 'light']) {
        await admin.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
        await panel.screenshot({ path: test.info().outputPath(`fair-play-${width}-${theme}.png`) });
      }
    }
    // The panel fits a 320 px phone (its tables scroll inside their own region).
    await admin.setViewportSize({ width: 320, height: 780 });
    expect(await panel.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
    await expect(panel.getByTestId('fair-play-status')).toContainText('It does not rank now.');
  } finally {
    await adminContext.close();
    await watcherContext.close();
  }
});
