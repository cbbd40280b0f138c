// The page's one socket (client/src/lib/realtime.ts) with a stand-in WebSocket: it identifies in
// its first message (the token never in the URL), subscribes to what its pages watch once greeted,
// drops what they leave, and subscribes again after a reconnect.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  /** The server side: the socket opens, then the server greets it. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  hear(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const hello = {
  type: 'hello',
  fecha: '2026-05-10',
  siguienteDia: '2026-05-10T22:00:00.000Z',
  serverTime: '2026-05-10T10:00:00.000Z',
};

beforeAll(() => {
  vi.useFakeTimers();
  const store = new Map<string, string>();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { protocol: 'https:', host: 'trivia.test' });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('given pages that watch topics, then the socket identifies first, subscribes once greeted, unsubscribes what no page watches, and subscribes again after a reconnect', async () => {
  const { KEYS } = await import('../../../../client/src/lib/storage.ts');
  localStorage.setItem(KEYS.token, 'the-token');
  const { realtime } = await import('../../../../client/src/lib/realtime.ts');
  realtime.start();
  const first = FakeSocket.all[0];
  expect(first.url).toBe('wss://trivia.test/api/ws');
  // A page watches before the greeting: nothing goes until the server greeted the socket.
  const leaveBoard = realtime.watch(['leaderboard:diario', 'crowd']);
  first.open();
  expect(first.sent).toEqual([{ type: 'identify', token: 'the-token' }]);
  first.hear(hello);
  expect(first.sent.at(-1)).toEqual({ type: 'subscribe', topics: ['leaderboard:diario', 'crowd'] });
  // A second page shares one topic: only the new one is asked for, and leaving keeps the shared one.
  const leaveResult = realtime.watch(['crowd', 'cup']);
  expect(first.sent.at(-1)).toEqual({ type: 'subscribe', topics: ['cup'] });
  leaveBoard();
  expect(first.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['leaderboard:diario'] });
  leaveBoard();
  expect(first.sent).toHaveLength(4);

  // The socket drops; the next one identifies and subscribes to what is still watched.
  first.close();
  await vi.advanceTimersByTimeAsync(1000);
  const second = FakeSocket.all[1];
  second.open();
  second.hear(hello);
  expect(second.sent).toEqual([
    { type: 'identify', token: 'the-token' },
    { type: 'subscribe', topics: ['crowd', 'cup'] },
  ]);
  leaveResult();
  expect(second.sent.at(-1)).toEqual({ type: 'unsubscribe', topics: ['crowd', 'cup'] });
});
