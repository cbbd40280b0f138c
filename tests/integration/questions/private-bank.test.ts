// QUESTION_BANK: a deployment's own bank outside the repository (the repository's is public, so its
// texts and answers are a key anyone can search), and the loud word a production start on the public
// bank gives. Real `npm start` processes on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUESTIONS_DIR } from '../../../server/questions/bank.ts';
import { serverProcesses, type ServerProcess } from '../../helpers/server-process.ts';

const entry = (id: number, answer: string) => ({
  id,
  answer,
  question: { es: `Pregunta privada ${id}`, en: `Private question ${id}` },
  hints: [1, 2, 3].map((n) => ({ es: `Pista ${n}`, en: `Hint ${n}` })),
  fuentes: ['https://en.wikipedia.org/wiki/Example'],
  dificultad: 2,
  club: 'Getafe',
  era: { desde: 2010, hasta: 2020 },
});
const PRIVATE = [entry(900_001, 'BANCO PRIVADO'), entry(900_002, 'RESPUESTA OCULTA'), entry(900_003, 'NADIE LO SABE')];

let bankDir: string;
beforeAll(async () => {
  bankDir = await mkdtemp(path.join(tmpdir(), 'private-bank-'));
  await writeFile(path.join(bankDir, 'ours.json'), JSON.stringify(PRIVATE));
});
afterAll(async () => {
  await rm(bankDir, { recursive: true, force: true });
});

/** A production process on a database of its own, stopped (and its database dropped) after `use`. */
async function production(
  env: Record<string, string>,
  use: (server: ServerProcess, databaseUrl: string) => Promise<void>,
) {
  const processes = await serverProcesses('bank');
  try {
    const server = await processes.start({ NODE_ENV: 'production', ...env });
    try {
      await use(server, processes.databaseUrl);
    } finally {
      server.server.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await processes.close();
  }
}

const bankWarnings = (server: ServerProcess) =>
  server.logs
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((record) => /QUESTION_BANK/.test(record.msg ?? ''));

describe('QUESTION_BANK', () => {
  test('given a production start on the repository’s bank, then an error-level log says the answers are public and what to do', async () => {
    await production({}, async (server) => {
      const warnings = bankWarnings(server);
      expect(warnings).toHaveLength(1);
      expect(warnings[0].level).toBeGreaterThanOrEqual(50);
      expect(warnings[0].msg).toMatch(/public .*data\/questions.*Set QUESTION_BANK to a private folder/);
    });
  }, 90_000);

  // Issue 37: the check compared paths, so a link to (or a copy of) data/questions started quietly.
  test('given QUESTION_BANK a link to the repository’s bank, then the same error-level log, with how many public questions it serves', async () => {
    const link = path.join(bankDir, 'looks-private');
    await symlink(QUESTIONS_DIR, link);
    await production({ QUESTION_BANK: link }, async (server) => {
      const warnings = bankWarnings(server);
      expect(warnings).toHaveLength(1);
      expect(warnings[0].level).toBeGreaterThanOrEqual(50);
      expect(warnings[0].msg).toMatch(
        /serves (\d+) of its \1 questions in play as the repository's public bank \(data\/questions\).*Set QUESTION_BANK to a private folder/,
      );
    });
  }, 90_000);

  test('given a private bank file, then no warning, the repository’s questions are retired and today’s question is one of ours', async () => {
    await production({ QUESTION_BANK: path.join(bankDir, 'ours.json') }, async (server, databaseUrl) => {
      expect(bankWarnings(server)).toEqual([]);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number }>('select id from questions where not retirada order by id');
        expect(rows.map((row) => row.id)).toEqual(PRIVATE.map((q) => q.id));
      } finally {
        await client.end();
      }
      const response = await fetch(`${server.origin}/api/partidas/iniciar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-anon-id': randomUUID() },
        body: '{}',
      });
      expect(response.status).toBe(200);
      const { pregunta } = (await response.json()) as { pregunta: { id: number; pregunta_es: string } };
      expect(PRIVATE.map((q) => q.question.es)).toContain(pregunta.pregunta_es);
      expect(PRIVATE.map((q) => q.id)).not.toContain(pregunta.id);
    });
  }, 90_000);
});
