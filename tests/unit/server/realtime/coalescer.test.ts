import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { coalescer } from '../../../../server/realtime/coalescer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalescer', () => {
  test('given an idle coalescer, when triggered, then the task runs at once (on the next tick)', async () => {
    const task = vi.fn(async () => {});
    coalescer(250, task).trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('given a burst of 100 triggers within a second, then at most one run per interval, the last one after the burst', async () => {
    const runs: number[] = [];
    const push = coalescer(250, async () => {
      runs.push(Date.now());
    });
    const start = Date.now();
    for (let ms = 0; ms < 1000; ms += 10) {
      push.trigger();
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(runs.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < runs.length; i++) expect(runs[i] - runs[i - 1]).toBeGreaterThanOrEqual(250);
    expect(runs.at(-1)! - start).toBeGreaterThanOrEqual(990);
  });

  test('given a slow run, when triggered meanwhile, then the next run starts only after it ends', async () => {
    let active = 0;
    let overlapped = false;
    const push = coalescer(10, async () => {
      active += 1;
      overlapped ||= active > 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      active -= 1;
    });
    push.trigger();
    await vi.advanceTimersByTimeAsync(20);
    push.trigger();
    await vi.advanceTimersByTimeAsync(500);
    expect(overlapped).toBe(false);
  });

  test('given a pending run, when stopped, then it never runs', async () => {
    const task = vi.fn(async () => {});
    const push = coalescer(250, task);
    push.trigger();
    await vi.advanceTimersByTimeAsync(0);
    push.trigger();
    await push.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
