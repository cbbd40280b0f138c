import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VersionConflict, type EventNotification, type EventStore } from '../../../contracts/store.ts';
import { createListener, type Listener } from '../../../server/db/listener.ts';
import { inlineProjections } from '../../../projections/index.ts';
import { BATCH_APPEND, BATCHES_IN_FLIGHT, projectedBatchAppend } from '../../../server/events/batch.ts';
import { createEventStore } from '../../../server/events/store.ts';
import { createTestDatabase, watchedPool, type TestDatabase } from '../../helpers/db.ts';

let db: TestDatabase;
let listener: Listener;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  listener = createListener(db.pool.options, () => {});
  store = createEventStore(db.pool, { listener });
});
afterAll(async () => {
  await listener.close();
  await db.drop();
});

describe('append', () => {
  test('given a new stream, when two appends race at the same expected version, then exactly one wins', async () => {
    const results = await Promise.allSettled([
      store.append('race-1', 0, [{ type: 'A', data: { n: 1 } }]),
      store.append('race-1', 0, [{ type: 'A', data: { n: 2 } }]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    expect(await store.readStream('race-1')).toHaveLength(1);
  });

  test('given a stream at version 2, when appending at a stale or future version, then it is a conflict', async () => {
    await store.append('versions', 0, [
      { type: 'A', data: {} },
      { type: 'B', data: {} },
    ]);
    await expect(store.append('versions', 1, [{ type: 'C', data: {} }])).rejects.toBeInstanceOf(VersionConflict);
    await expect(store.append('versions', 5, [{ type: 'C', data: {} }])).rejects.toBeInstanceOf(VersionConflict);
    const appended = await store.append('versions', 2, [{ type: 'C', data: { ok: true } }]);
    expect(appended.map((e) => e.streamVersion)).toEqual([3]);
  });

  test('1,000 events are read back in order', async () => {
    const events = Array.from({ length: 1000 }, (_, i) => ({ type: 'Counted', data: { i } }));
    for (let start = 0; start < 1000; start += 100) {
      await store.append('thousand', start, events.slice(start, start + 100));
    }
    const read = await store.readStream('thousand');
    expect(read.map((e) => e.data.i)).toEqual(events.map((e) => e.data.i));
    expect(read.map((e) => e.streamVersion)).toEqual(events.map((_, i) => i + 1));
    const positions = read.map((e) => e.globalPosition);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('inline projections write in the append statement: a failing projection appends nothing, and fails no other append of its batch', async () => {
    await db.pool.query('create table projected (stream text, type text)');
    const failing = createEventStore(db.pool, {
      projections: [
        {
          name: 'failing',
          handles: ['Ok', 'Boom'],
          // A Boom divides by zero (its type is four letters long).
          writes: {
            ctes: [
              "projected_written as (insert into projected select stream_id, type || 1 / (length(type) - 4) from source where type in ('Ok', 'Boom'))",
            ],
            reads: [],
          },
        },
      ],
    });
    await failing.append('projected-1', 0, [{ type: 'Ok', data: {} }]);
    const together = await Promise.allSettled([
      failing.append('projected-2', 0, [{ type: 'Boom', data: {} }]),
      failing.append('projected-3', 0, [{ type: 'Ok', data: {} }]),
      failing.append('projected-4', 0, [
        { type: 'Plain', data: {} },
        { type: 'Ok', data: {} },
      ]),
    ]);
    expect(together.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(String((together[0] as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect(await failing.readStream('projected-2')).toEqual([]);
    // A conflicting append writes no projection row either.
    await expect(failing.append('projected-1', 0, [{ type: 'Ok', data: {} }])).rejects.toBeInstanceOf(VersionConflict);
    await expect(failing.append('projected-1', 5, [{ type: 'Ok', data: {} }])).rejects.toBeInstanceOf(VersionConflict);
    const rows = await db.pool.query('select stream, type from projected order by stream, type');
    expect(rows.rows).toEqual([
      { stream: 'projected-1', type: 'Ok0' },
      { stream: 'projected-3', type: 'Ok0' },
      { stream: 'projected-4', type: 'Ok0' },
    ]);
  });
});

describe('group commit', () => {
  /** A store whose appends notify nobody (as the plays' misses), over a pool that counts its statements. */
  function countingStore(options: { notifying?: boolean } = {}) {
    const counted = { statements: 0, appends: 0, notifies: 0 };
    const pool = watchedPool(db.pool, ({ text }) => {
      counted.statements += 1;
      if (/pg_notify/.test(text)) counted.notifies += 1;
      else counted.appends += 1;
    });
    const summarize = options.notifying ? () => ({}) : () => null;
    return {
      counted,
      store: createEventStore(pool, {
        summarize,
        projections: [{ name: 'nothing', handles: ['Projected'], writes: { ctes: [], reads: [] } }],
      }),
    };
  }

  test('given 100 single-event appends at once, when they go, then they share a few statements and each gets its own version', async () => {
    const { counted, store: batched } = countingStore();
    const appended = await Promise.all(
      Array.from({ length: 100 }, (_, i) => batched.append(`batch-${i}`, 0, [{ type: 'A', data: { i } }])),
    );
    expect(counted.statements).toBeLessThanOrEqual(3);
    expect(appended.map(([event]) => [event.streamId, event.streamVersion, event.data.i])).toEqual(
      Array.from({ length: 100 }, (_, i) => [`batch-${i}`, 1, i]),
    );
    const next = await Promise.all(
      appended.map(([event], i) => batched.append(event.streamId, 1, [{ type: 'B', data: { i } }])),
    );
    expect(next.every(([event]) => event.streamVersion === 2)).toBe(true);
    expect((await batched.readStream('batch-42')).map((e) => [e.type, e.data.i])).toEqual([
      ['A', 42],
      ['B', 42],
    ]);
  });

  test('given batched events with quotes, backslashes, accents, emoji and nested values, then they are read back exactly as they went in', async () => {
    const { store: batched } = countingStore();
    const data = {
      guess: 'MARTÍN "EL LOCO" PALERMO\\ ñ ⚽',
      colors: ['correct', 'space'],
      nested: { n: 1.5, none: null, yes: true },
    };
    const metadata = { at: '2026-05-10T10:00:00.000Z', note: "l'a\n\tb" };
    const appended = await Promise.all(
      ['odd-1', 'odd-2', 'odd-3'].map((streamId) => batched.append(streamId, 0, [{ type: 'A', data, metadata }])),
    );
    expect(appended.map(([event]) => event.data)).toEqual([data, data, data]);
    const [stored] = await batched.readStream('odd-2');
    expect([stored.data, stored.metadata]).toEqual([data, metadata]);
  });

  test("given appends in one batch, when some are stale, early or twice the same stream, then only those are conflicts (a stream's appends go in the order they came)", async () => {
    const { counted, store: batched } = countingStore();
    await batched.append('mixed-at-2', 0, [
      { type: 'A', data: {} },
      { type: 'A', data: {} },
    ]);
    // The first statements on their way carry the fillers; the rest gather behind them, one append
    // of a stream per statement.
    const fillers = Array.from({ length: BATCHES_IN_FLIGHT }, (_, i) =>
      batched.append(`filler-${i}`, 0, [{ type: 'A', data: {} }]),
    );
    const results = await Promise.allSettled([
      batched.append('mixed-new', 0, [{ type: 'A', data: { n: 1 } }]),
      batched.append('mixed-new', 0, [{ type: 'A', data: { n: 2 } }]),
      batched.append('mixed-at-2', 1, [{ type: 'B', data: {} }]),
      batched.append('mixed-at-2', 3, [{ type: 'B', data: {} }]),
      batched.append('mixed-missing', 1, [{ type: 'B', data: {} }]),
      batched.append('mixed-ok', 0, [{ type: 'A', data: {} }]),
      batched.append('mixed-at-2', 2, [
        { type: 'C', data: {} },
        { type: 'D', data: {} },
      ]),
    ]);
    await Promise.all(fillers);
    expect(counted.statements).toBe(1 + BATCHES_IN_FLIGHT + 3);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflict);
    expect((await batched.readStream('mixed-new')).map((e) => e.data.n)).toEqual([1]);
    expect((await batched.readStream('mixed-at-2')).map((e) => e.type)).toEqual(['A', 'A', 'C', 'D']);
    expect(await batched.readStream('mixed-missing')).toEqual([]);
  });

  test('given one append PostgreSQL refuses in a batch, then it alone fails and the others go in', async () => {
    const { store: batched } = countingStore();
    const fillers = Array.from({ length: BATCHES_IN_FLIGHT }, (_, i) =>
      batched.append(`poison-filler-${i}`, 0, [{ type: 'A', data: {} }]),
    );
    const results = await Promise.allSettled([
      batched.append('poison-ok-1', 0, [{ type: 'A', data: {} }]),
      // jsonb takes no NUL character.
      batched.append('poison-bad', 0, [{ type: 'A', data: { text: 'a\u0000b' } }]),
      batched.append('poison-ok-2', 0, [{ type: 'A', data: {} }]),
    ]);
    await Promise.all(fillers);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(((results[1] as PromiseRejectedResult).reason as { code?: string }).code).toBe('22P05');
    expect(await batched.readStream('poison-ok-2')).toHaveLength(1);
    expect(await batched.readStream('poison-bad')).toEqual([]);
  });

  test('given an append racing a batch from another store (another instance), then exactly one gets the version', async () => {
    const { store: batched } = countingStore();
    const results = await Promise.allSettled([
      batched.append('cross-1', 0, [{ type: 'A', data: { from: 'batch' } }]),
      batched.append('cross-other', 0, [{ type: 'A', data: {} }]),
      store.append('cross-1', 0, [{ type: 'A', data: { from: 'single' } }]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await store.readStream('cross-1')).toHaveLength(1);
  });

  test('appends a projection reads, of several events or that notify share statements like the rest', async () => {
    const { counted, store: batched } = countingStore();
    const { counted: countedNotifying, store: notifying } = countingStore({ notifying: true });
    const appended = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        batched.append(`alone-${i}`, 0, [{ type: 'Projected', data: {} }]),
        batched.append(`pair-${i}`, 0, [
          { type: 'A', data: {} },
          { type: 'B', data: {} },
        ]),
        notifying.append(`heard-${i}`, 0, [{ type: 'A', data: {} }]),
      ]).flat(),
    );
    expect(counted.statements).toBeLessThanOrEqual(2 * BATCHES_IN_FLIGHT);
    expect(appended.map((events) => events.map((event) => event.streamVersion))).toEqual(
      Array.from({ length: 10 }, () => [[1], [1, 2], [1]]).flat(),
    );
    expect((await batched.readStream('pair-7')).map((e) => e.type)).toEqual(['A', 'B']);
    // Ten appends in a few statements, and their notifications after them, several to a statement.
    expect(countedNotifying.appends).toBeLessThanOrEqual(2 * BATCHES_IN_FLIGHT);
    expect(countedNotifying.notifies).toBeGreaterThanOrEqual(1);
    expect(countedNotifying.notifies).toBeLessThan(10);
  });

  test('the batch checks each row with an index probe, never a scan of the whole log (whatever plan PostgreSQL keeps)', async () => {
    const planOf = async (client: { query: typeof db.pool.query }, statement: string) => {
      // The generic plan, as a prepared statement settles on.
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (generic_plan) ${statement}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const client = await db.pool.connect();
    try {
      // A log as small as this test's, then (a session's own copy, which no autovacuum analyzes) one
      // grown to 60,000 events since PostgreSQL last counted it: midnight's log. The guard's check once
      // became a scan of that whole log there, 5 ms a statement.
      for (const log of ['small', 'grown']) {
        if (log === 'grown') {
          await client.query('create temporary table events (like public.events including all)');
          await client.query(`insert into events (stream_id, stream_version, type, data)
            select 'play-' || (g / 6), g % 6 + 1, case when g % 6 = 5 then 'PlayFinished' else 'GuessMade' end, '{"guess": "ZZZZZZ ZZZZZZ", "colors": ["absent", "absent", "absent", "absent", "absent", "absent", "space", "absent", "absent", "absent", "absent", "absent", "absent"], "correct": false}'
              from generate_series(0, 59999) g`);
        }
        for (const statement of [BATCH_APPEND, projectedBatchAppend(inlineProjections)]) {
          const plan = await planOf(client, statement);
          expect(plan).toContain('events_stream_id_stream_version_key');
          expect(plan, log).not.toMatch(/Seq Scan on (events|player_days|idempotency_keys)|hashed SubPlan/);
        }
      }
    } finally {
      client.release(true);
    }
  });

  test('given a guard, then a batched or a single append goes in only while none of its streams holds an event of its types', async () => {
    const { store: batched } = countingStore();
    await store.append('guard-other', 0, [{ type: 'Started', data: {} }]);
    const guard = { unlessStreams: ['guard-other'], hasTypes: ['Ended'] };
    expect(await batched.append('guard-a', 0, [{ type: 'A', data: {} }], guard)).toHaveLength(1);
    expect(
      await store.append(
        'guard-b',
        0,
        [
          { type: 'A', data: {} },
          { type: 'B', data: {} },
        ],
        guard,
      ),
    ).toHaveLength(2);
    await store.append('guard-other', 1, [{ type: 'Ended', data: {} }]);
    await expect(batched.append('guard-c', 0, [{ type: 'A', data: {} }], guard)).rejects.toBeInstanceOf(
      VersionConflict,
    );
    await expect(
      store.append(
        'guard-d',
        0,
        [
          { type: 'A', data: {} },
          { type: 'B', data: {} },
        ],
        guard,
      ),
    ).rejects.toBeInstanceOf(VersionConflict);
    // Any of a guard's streams refuses it.
    await expect(
      batched.append('guard-f', 0, [{ type: 'A', data: {} }], {
        unlessStreams: ['guard-none', 'guard-other'],
        hasTypes: ['Ended'],
      }),
    ).rejects.toBeInstanceOf(VersionConflict);
    // Any of a guard's types refuses it.
    await expect(
      batched.append('guard-g', 0, [{ type: 'A', data: {} }], {
        unlessStreams: ['guard-other'],
        hasTypes: ['Hinted', 'Started'],
      }),
    ).rejects.toBeInstanceOf(VersionConflict);
    // A guard on a stream that is not there refuses nothing.
    expect(
      await batched.append('guard-e', 0, [{ type: 'A', data: {} }], {
        unlessStreams: ['guard-none'],
        hasTypes: ['Ended'],
      }),
    ).toHaveLength(1);
    expect(await store.readStream('guard-c')).toEqual([]);
    expect(await store.readStream('guard-d')).toEqual([]);
  });
});

describe('readAll', () => {
  test('a reader tailing the log never skips an event committed by a slower concurrent transaction', async () => {
    let position = (await store.readAll(0, 100_000)).at(-1)?.globalPosition ?? 0;
    const seen: string[] = [];
    const tail = async () => {
      for (const event of await store.readAll(position)) {
        seen.push(event.streamId);
        position = event.globalPosition;
      }
    };
    // The slow transaction takes the lower position first but commits last.
    const slow = await db.pool.connect();
    await slow.query('begin');
    await slow.query("insert into events (stream_id, stream_version, type, data) values ('slow', 1, 'A', '{}')");
    await store.append('fast', 0, [{ type: 'A', data: {} }]);
    await tail();
    expect(seen).toEqual([]);
    await slow.query('commit');
    slow.release();
    await tail();
    expect(seen).toEqual(['slow', 'fast']);
  });
});

describe('subscribe', () => {
  test('every subscriber hears a commit, and nothing of a rolled-back append', async () => {
    const otherListener = createListener(db.pool.options, () => {});
    const other = createEventStore(db.pool, { listener: otherListener });
    const heard: EventNotification[] = [];
    const heardByOther: EventNotification[] = [];
    store.subscribe((n) => heard.push(n));
    other.subscribe((n) => heardByOther.push(n));
    await expect.poll(() => listener.connected && otherListener.connected, { timeout: 15_000 }).toBe(true);
    await store.append('notified', 0, [
      { type: 'X', data: {} },
      { type: 'Y', data: {} },
    ]);
    await expect(store.append('notified', 0, [{ type: 'Z', data: {} }])).rejects.toBeInstanceOf(VersionConflict);
    await expect.poll(() => heardByOther.length).toBe(1);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ streamId: 'notified', version: 2, types: ['X', 'Y'] });
    await otherListener.close();
  });

  test('given a notification PostgreSQL refuses, then the committed append still resolves and onError hears why', async () => {
    const errors: Error[] = [];
    const refusing = watchedPool(db.pool, ({ text }) =>
      /pg_notify/.test(text) ? Promise.reject(new Error('notify refused')) : undefined,
    );
    const quiet = createEventStore(refusing, { onError: (error) => errors.push(error) });
    expect(await quiet.append('unheard', 0, [{ type: 'A', data: {} }])).toHaveLength(1);
    expect(errors.map((error) => error.message)).toEqual(['notify refused']);
    expect(await store.readStream('unheard')).toHaveLength(1);
  });

  test('given many commits at once, then every one is heard once, their notifications sent after them a few to a statement', async () => {
    const heard: EventNotification[] = [];
    const unsubscribe = store.subscribe((n) => {
      if (n.streamId.startsWith('herd-')) heard.push(n);
    });
    await expect.poll(() => listener.connected, { timeout: 15_000 }).toBe(true);
    const appended = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.append(`herd-${i}`, 0, [{ type: 'A', data: {} }])),
    );
    await expect.poll(() => heard.length).toBe(50);
    expect(new Set(heard.map((n) => n.streamId)).size).toBe(50);
    const position = new Map(appended.map(([event]) => [event.streamId, event.globalPosition]));
    for (const n of heard) expect(n).toMatchObject({ version: 1, types: ['A'], position: position.get(n.streamId) });
    unsubscribe();
  });
});
