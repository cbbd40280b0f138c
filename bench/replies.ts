// npm run bench:replies — what a reply schema's compiled serialiser (fast-json-stringify, which
// Fastify builds from server/http/replies.ts) costs against JSON.stringify for the herd's replies,
// side by side in alternating rounds in one process (medians of 5). Not a test: figures for the README.
import fastJsonStringify from 'fast-json-stringify';
import { jsonSchemaOf } from '../server/http/replies.ts';
import { guessReply, startReply } from '../server/plays/replies.ts';

const colors = ['correct', 'absent', 'present', 'absent', 'correct', 'absent'];
const partida = {
  id: '6f1c1a52-3f0e-4a57-9a55-6c1c8d3e1f00',
  fecha: '2026-05-10',
  modo: 'diaria',
  estado: 'playing',
  dificil: false,
  intentos: Array.from({ length: 4 }, () => ({ guess: 'MBAPPE', colors })),
  intentos_usados: 4,
  pistas: [{ orden: 1, texto_es: 'Delantero francés', texto_en: 'French forward' }],
  pistas_usadas: 1,
  tiempo_segundos: 42,
};
const structure = { longitud: 6, espacios: [], patron: '______' };
const start = {
  partida: { ...partida, intentos: [], intentos_usados: 0, pistas: [], pistas_usadas: 0 },
  pregunta: {
    id: 20260510,
    pregunta_id: 20260510,
    pregunta_es: '¿Qué delantero francés marcó en su primera temporada en LaLiga…?',
    pregunta_en: 'Which French forward scored in his first LaLiga season…?',
    estructura_respuesta_es: structure,
    estructura_respuesta_en: structure,
    fecha_asignada: '2026-05-10',
  },
  dia: { fecha: '2026-05-10', siguienteDia: '2026-05-10T22:00:00.000Z' },
};
const miss = { correcta: false, colores: colors, partida };

const perCall = (write: () => string) => {
  for (let i = 0; i < 20_000; i++) write();
  const started = process.hrtime.bigint();
  for (let i = 0; i < 200_000; i++) write();
  return Number(process.hrtime.bigint() - started) / 200_000 / 1000;
};
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const [name, schema, reply] of [
  ['start', startReply, start],
  ['a miss', guessReply, miss],
] as const) {
  const compiled = fastJsonStringify(jsonSchemaOf(schema) as unknown as Parameters<typeof fastJsonStringify>[0]);
  if (compiled(reply) !== JSON.stringify(reply)) throw new Error(`${name}: the serialisers disagree`);
  const rounds = Array.from({ length: 5 }, () => [
    perCall(() => JSON.stringify(reply)),
    perCall(() => compiled(reply)),
  ]);
  const [plain, bySchema] = [median(rounds.map((r) => r[0])), median(rounds.map((r) => r[1]))];
  console.log(
    `${name} (${JSON.stringify(reply).length} bytes): JSON.stringify ${plain.toFixed(2)} µs, by schema ${bySchema.toFixed(2)} µs (${(bySchema / plain).toFixed(2)}×)`,
  );
}
