import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  CHECK_EVERY_MS,
  checkScheduler,
  FIRST_CHECK_MS,
  startSchedulerCheck,
  type SchedulerCheckDeps,
} from '../../../../../client/src/features/admin/scheduler-check.ts';

const TODAY = '2026-05-10';

function fakeBrowser(overrides: Partial<SchedulerCheckDeps> = {}) {
  const calls: string[] = [];
  const deps: SchedulerCheckDeps = {
    today: () => TODAY,
    hasToken: () => true,
    hasQuestionCached: () => false,
    verify: async () => {
      calls.push('verify');
      return { nueva_pregunta_asignada: false };
    },
    clearLocalGame: () => calls.push('clearLocalGame'),
    removeOldCaches: (today) => calls.push(`removeOldCaches ${today}`),
    ...overrides,
  };
  return { deps, calls };
}

describe('checkScheduler', () => {
  test('given no question cached today and a token, when a new question comes back, then every cache and the local game go', async () => {
    const { deps, calls } = fakeBrowser({
      verify: async () => {
        calls.push('verify');
        return { nueva_pregunta_asignada: true };
      },
    });
    expect(await checkScheduler(deps)).toBe('new-question');
    expect(calls).toEqual(['verify', 'clearLocalGame', `removeOldCaches ${TODAY}`]);
  });

  test('given today’s question already assigned, then nothing is cleared but old caches', async () => {
    const { deps, calls } = fakeBrowser();
    expect(await checkScheduler(deps)).toBe('unchanged');
    expect(calls).toEqual(['verify', `removeOldCaches ${TODAY}`]);
  });

  test.each([
    { why: 'today’s question is cached', overrides: { hasQuestionCached: (fecha: string) => fecha === TODAY } },
    { why: 'there is no token', overrides: { hasToken: () => false } },
  ])('given $why, then the server is not asked and old caches still go', async ({ overrides }) => {
    const { deps, calls } = fakeBrowser(overrides);
    expect(await checkScheduler(deps)).toBe('skipped');
    expect(calls).toEqual([`removeOldCaches ${TODAY}`]);
  });

  test('given a refusal (not an admin), then it fails silently and keeps the local game', async () => {
    const { deps, calls } = fakeBrowser({
      verify: async () => {
        calls.push('verify');
        throw new Error('403: Solo para administradores');
      },
    });
    expect(await checkScheduler(deps)).toBe('failed');
    expect(calls).toEqual(['verify', `removeOldCaches ${TODAY}`]);
  });
});

describe('startSchedulerCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('given the page started, then the first check runs after 10 s and then every 5 minutes until stopped', async () => {
    const { deps, calls } = fakeBrowser();
    const stop = startSchedulerCheck(deps);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c === 'verify')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2);
    expect(calls.filter((c) => c === 'verify')).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3);
    expect(calls.filter((c) => c === 'verify')).toHaveLength(3);
    expect([FIRST_CHECK_MS, CHECK_EVERY_MS]).toEqual([10_000, 300_000]);
  });
});
