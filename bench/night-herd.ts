// The herd of `npm run bench:night`, in a process of its own (the parent forks several, so the load
// generator reaches its rate on a busy machine): commands sent at a fixed rate (open loop, not one
// after the other), to the product (today's play: start, four misses, the win; every other player
// signed in) or to the bare route (one INSERT), whichever the parent points it at. The parent asks
// over IPC:
//   { init }            → { ready }
//   { target }          the side the commands now go to ('product', 'bare', or null: none)
//   { report }          → { report: { product, bare } }: commands answered, errors, seconds aimed at each
//   { stop }            exits
//
//   node bench/night-herd.ts
import { randomUUID } from 'node:crypto';
import type { StartReply } from '../contracts/api/plays.ts';
import { httpClient, sessionToken } from './support.ts';

export type HerdInit = {
  productPort: number;
  barePort: number;
  /** Commands a second this process sends. */
  rate: number;
  /** Today's answer (every player plays today's question). */
  answer: string;
  /** Accounts this process's signed-in players use, one play each. */
  userIds: number[];
  /** Commands under way at most; past it the rate is not reached (and the report says so). */
  inFlight: number;
};
export type Side = 'product' | 'bare';
export type HerdCount = { commands: number; errors: number; seconds: number };
export type HerdReport = Record<Side, HerdCount>;

type Play = { headers: Record<string, string>; step: number; questionId: number; wrong: string[] };

function herd(init: HerdInit) {
  const client = httpClient(init.inFlight);
  const counts: HerdReport = {
    product: { commands: 0, errors: 0, seconds: 0 },
    bare: { commands: 0, errors: 0, seconds: 0 },
  };
  let target: Side | null = null;
  let since = 0;
  let sent = 0;
  let underWay = 0;
  let nextUser = 0;
  let signedIn = false;
  /** Plays waiting for their next command (the answer to the last came). */
  const ready: Play[] = [];

  const newPlay = (): Play => {
    signedIn = !signedIn && nextUser < init.userIds.length;
    const headers: Record<string, string> = { 'x-anon-id': randomUUID() };
    if (signedIn) headers.authorization = `Bearer ${sessionToken(init.userIds[nextUser++])}`;
    return { headers, step: 0, questionId: 0, wrong: [...init.answer].map((ch) => (ch === ' ' ? ' ' : 'Z')) };
  };

  /** The play's next command: the start, the nth miss, the win. */
  async function step(play: Play): Promise<boolean> {
    if (play.step === 0) {
      const started = await client.post(init.productPort, '/api/partidas/iniciar', {}, play.headers);
      if (started.status !== 200) return false;
      play.questionId = (JSON.parse(started.body) as StartReply).pregunta.id;
      return true;
    }
    let guess = init.answer;
    if (play.step <= 4) {
      play.wrong[play.wrong.findIndex((ch) => ch !== ' ')] = 'QWXY'[play.step - 1];
      guess = play.wrong.join('');
    }
    const answer = await client.post(
      init.productPort,
      `/api/preguntas/${play.questionId}/verificar`,
      { respuesta: guess },
      play.headers,
    );
    return answer.status === 200;
  }

  async function command(side: Side) {
    underWay += 1;
    const count = counts[side];
    try {
      if (side === 'bare') {
        const answer = await client.post(init.barePort, '/bare', { respuesta: 'ZZZZ ZZZZZ' }, { 'x-anon-id': 'herd' });
        if (answer.status !== 200) throw new Error(String(answer.status));
      } else {
        const play = ready.pop() ?? newPlay();
        if (!(await step(play))) throw new Error('refused');
        play.step += 1;
        // A play is abandoned when the herd turns to the other side (a browser closed mid-play).
        if (play.step <= 5 && target === 'product') ready.push(play);
      }
      count.commands += 1;
    } catch {
      count.errors += 1;
    } finally {
      underWay -= 1;
    }
  }

  const account = () => {
    if (target) counts[target].seconds += (performance.now() - since) / 1000;
  };
  // Every 5 ms, the commands due since the side was chosen and not yet sent (as many as fit).
  const tick = setInterval(() => {
    if (!target) return;
    const due = Math.floor(((performance.now() - since) / 1000) * init.rate) - sent;
    for (let i = 0; i < due && underWay < init.inFlight; i++) {
      sent += 1;
      void command(target);
    }
  }, 5);

  return {
    aim(side: Side | null) {
      account();
      target = side;
      since = performance.now();
      sent = 0;
      ready.length = 0;
    },
    report(): HerdReport {
      account();
      since = performance.now();
      sent = 0;
      return structuredClone(counts);
    },
    stop() {
      clearInterval(tick);
      client.close();
    },
  };
}

if (import.meta.main) {
  let running: ReturnType<typeof herd> | null = null;
  process.on('message', (message: { init?: HerdInit; target?: Side | null; report?: boolean; stop?: boolean }) => {
    if (message.init) {
      running = herd(message.init);
      process.send!({ ready: true });
    } else if ('target' in message) running?.aim(message.target ?? null);
    else if (message.report) process.send!({ report: running?.report() });
    else if (message.stop) {
      running?.stop();
      process.exit(0);
    }
  });
}
