// The bank's longest texts on today's game, for the browser tests that measure the game screen's
// height: the page is the real one, its play the server's; only what the start and the hints send
// is swapped for the bank's longest question, its longest answer's grid and its longest hints.
import type { Page } from '@playwright/test';
import type { HintReply, StartReply } from '../../contracts/api/plays.ts';
import type { Language } from '../../contracts/language.ts';
import { readQuestionBank } from '../../server/questions/bank.ts';

const bank = readQuestionBank().filter((question) => !question.retirada);
const longest = <T>(items: T[], size: (item: T) => number) =>
  items.reduce((best, item) => (size(item) > size(best) ? item : best));

/** The longest question text, the longest answer and the longest three hints of the bank, per language. */
export function longestOfBank(language: Language) {
  const text = language === 'es' ? 'pregunta_es' : 'pregunta_en';
  const hint = language === 'es' ? 'texto_es' : 'texto_en';
  const question = longest(bank, (q) => q[text].length);
  const answer = longest(bank, (q) => q.structure.longitud);
  const hints = longest(bank, (q) => q.hints.reduce((sum, h) => sum + h[hint].length, 0)).hints;
  return { question: question[text], answer: answer.respuesta, structure: answer.structure, hints };
}

/**
 * Today's game as it would show the bank's longest texts (in both languages' fields, so a switch of
 * language keeps the worst case): the start's question and grid, and each revealed hint. Guesses are
 * not sent: the server's answer has another length.
 */
export async function showLongest(page: Page) {
  const es = longestOfBank('es');
  const en = longestOfBank('en');
  await page.route('**/api/partidas/iniciar', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as StartReply;
    reply.pregunta = {
      ...reply.pregunta,
      pregunta_es: es.question,
      pregunta_en: en.question,
      estructura_respuesta_es: es.structure,
      estructura_respuesta_en: es.structure,
    };
    await route.fulfill({ response, json: reply });
  });
  await page.route('**/api/pistas/pregunta/*/revelar', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as HintReply;
    const swap = (orden: number) => ({
      orden,
      texto_es: es.hints[orden - 1].texto_es,
      texto_en: en.hints[orden - 1].texto_en,
    });
    reply.pista = swap(reply.pista.orden);
    reply.partida.pistas = reply.partida.pistas.map((pista) => swap(pista.orden));
    await route.fulfill({ response, json: reply });
  });
  return { es, en };
}
