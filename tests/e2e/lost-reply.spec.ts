// A command whose reply is lost (issue 40, item 2): the page sends it again with the same
// Idempotency-Key, and the server answers as it did the first time. A win that counted never
// reads as a failure.
import { expect, test } from '@playwright/test';
import { query } from '../helpers/e2e-db.ts';
import { openGame, winGame } from '../helpers/e2e-game.ts';
import { KEYS } from '../../client/src/lib/storage.ts';

/** winGame's first row: one letter, Z, in the answer's shape. */
const isMiss = (respuesta: string) => /^[Z ]+$/.test(respuesta);

test('a winning guess the server applied but whose reply never arrived reads as the win it was, sent again with its key', async ({
  page,
}) => {
  const question = await openGame(page);
  const sent: { key: string | undefined; respuesta: string }[] = [];
  let lost = false;
  await page.route('**/api/preguntas/*/verificar', async (route) => {
    const request = route.request();
    const { respuesta } = request.postDataJSON() as { respuesta: string };
    sent.push({ key: request.headers()['idempotency-key'], respuesta });
    // The winning guess reaches the server (it counts), then the connection drops before its reply.
    if (!lost && !isMiss(respuesta)) {
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await winGame(page, question);
  const wins = sent.filter(({ respuesta }) => !isMiss(respuesta));
  expect(wins).toHaveLength(2);
  expect(wins[0].key).toMatch(/^[0-9a-f]{32}$/);
  expect(wins[1].key).toBe(wins[0].key);
  // Each command has a key of its own: the miss had another.
  expect(sent[0].key).not.toBe(wins[0].key);
  await expect(page.getByTestId('action-error')).toHaveText('');
  // It counted once.
  const anon = await page.evaluate((key) => localStorage.getItem(key), KEYS.anonId);
  const rows = await query<{ n: number }>(
    `select count(*)::int as n from events where type = 'GuessSubmitted' and data->>'correct' = 'true' and stream_id like $1`,
    [`%${anon}%`],
  );
  expect(rows[0].n).toBe(1);
});
