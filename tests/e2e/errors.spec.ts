// What a player reads when something fails (spec section 8, issue 26 item 10): always a sentence in
// the page's language — the server's own, or ours when the answer brings none (a proxy's error page,
// an answer the page cannot read) — never a status line or a programmer's English.
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../helpers/e2e-accounts.ts';
import { todaysQuestion, typeWithPhysicalKeyboard } from '../helpers/e2e-game.ts';

const language = (page: Page, lang: 'es' | 'en') =>
  page.addInitScript((value) => localStorage.setItem('lang', value), lang);

/** Today's start as the server gives it, less what `strip` takes out. */
async function startWithout(page: Page, strip: (reply: { pregunta?: Record<string, unknown> }) => void) {
  await page.route('**/api/partidas/iniciar', async (route) => {
    const response = await route.fetch();
    const reply = await response.json();
    strip(reply);
    await route.fulfill({ response, json: reply });
  });
}

test('a start without the question, or without its shape, says so in the player’s language (section 8’s internal messages)', async ({
  page,
}) => {
  await language(page, 'es');
  await startWithout(page, (reply) => {
    delete reply.pregunta;
  });
  await page.goto('/juego');
  await expect(page.getByTestId('game-error')).toContainText('Error al cargar el juego');
  await expect(page.getByTestId('game-error')).toContainText('No se pudo obtener la pregunta. Vuelve a intentarlo.');

  await page.unrouteAll();
  await language(page, 'en');
  await startWithout(page, (reply) => {
    delete reply.pregunta?.estructura_respuesta_es;
  });
  await page.goto('/juego');
  await expect(page.getByTestId('game-error')).toContainText('Error loading game');
  await expect(page.getByTestId('game-error')).toContainText('The answer’s structure was not found. Please try again.');
});

for (const [lang, text] of [
  ['es', 'El servidor no ha podido atender la petición (error 502). Inténtalo de nuevo en unos minutos.'],
  ['en', 'The server could not handle the request (error 502). Please try again in a few minutes.'],
] as const) {
  test(`an error page from a proxy (no message of ours) reads as a sentence, not the status line (${lang})`, async ({
    page,
  }) => {
    await language(page, lang);
    await signedIn(page);
    await page.route('**/api/ligas', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' })
        : route.fallback(),
    );
    await page.goto('/ligas');
    await page.locator('#league-create').fill('Los del Barrio');
    await page.getByTestId('league-create-form').getByRole('button').click();
    await expect(page.getByTestId('league-create-error')).toHaveText(text);
    // What was typed stays.
    await expect(page.locator('#league-create')).toHaveValue('Los del Barrio');
  });
}

test('a guess whose answer the page cannot read says something went wrong, in the player’s language', async ({
  page,
}) => {
  await language(page, 'es');
  await page.goto('/juego');
  await expect(page.getByTestId('question')).toBeVisible();
  const question = await todaysQuestion(page);
  await page.route('**/api/preguntas/*/verificar', (route) => route.fulfill({ json: {} }));
  await typeWithPhysicalKeyboard(page, 'Z', question.size);
  await expect(page.getByTestId('action-error')).toHaveText(
    'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.',
  );
  // The row the player typed stays to send again.
  await expect(page.getByTestId('board-row').first()).toContainText('Z'.repeat(Math.min(question.size, 3)));
});
