import { describe, expect, it } from 'vitest';
import { createCoalescedRunner, toNotifiedPayloads } from './notification-live.ts';

describe('the live side', () => {
  it('splits the notified users into payloads PostgreSQL takes, every id once', () => {
    const ids = Array.from({ length: 3_000 }, (_, index) => 1_000_000 + index);
    const payloads = toNotifiedPayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((payload) => payload.length <= 7_000)).toBe(true);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as number[])).toEqual(ids);
    expect(toNotifiedPayloads([])).toEqual([]);
  });

  it('runs a burst of wake-ups as the running sweep plus one more', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const runner = createCoalescedRunner(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
      () => undefined,
    );
    void runner.run();
    void runner.run();
    void runner.run();
    expect(runs).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    release();
    await runner.idle();
    expect(runs).toBe(2);
  });
});
