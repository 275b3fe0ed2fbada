import { describe, expect, it } from 'vitest';
import { scheduleSteps, type TScheduledStep } from './schedule-steps.ts';

type TLog = string[];

/** A step that logs its start and end and finishes after `ticks` turns of the event loop. */
const step = (
  log: TLog,
  name: string,
  ticks: number,
  extra: Partial<TScheduledStep> = {},
): TScheduledStep => ({
  name,
  run: async () => {
    log.push(`start ${name}`);
    for (let tick = 0; tick < ticks; tick += 1) await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${name}`);
    return !name.startsWith('bad');
  },
  ...extra,
});

describe('scheduleSteps', () => {
  it('runs at most `slots` steps at once, in the order given', async () => {
    const log: TLog = [];
    const results = await scheduleSteps({
      steps: [step(log, 'a', 3), step(log, 'b', 1), step(log, 'c', 1)],
      slots: 2,
    });
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c', 'end c', 'end a']);
    expect(results.map((result) => [result.name, result.isOk])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
  });

  it('starts a step only after what it needs, and skips ahead to a ready one meanwhile', async () => {
    const log: TLog = [];
    await scheduleSteps({
      steps: [step(log, 'build', 2), step(log, 'e2e', 1, { needs: ['build'] }), step(log, 'lint', 4)],
      slots: 2,
    });
    expect(log.indexOf('start e2e')).toBeGreaterThan(log.indexOf('end build'));
    expect(log.indexOf('start lint')).toBeLessThan(log.indexOf('end build'));
  });

  it('runs a step marked alone with no other step beside it', async () => {
    const log: TLog = [];
    await scheduleSteps({
      steps: [step(log, 'long', 3), step(log, 'alone', 1, { isAlone: true }), step(log, 'short', 1)],
      slots: 2,
    });
    // The alone step waits for the long one, and the short one waits for it.
    expect(log).toEqual(['start long', 'start short', 'end short', 'end long', 'start alone', 'end alone']);
  });

  it('starts nothing beside a step marked alone once it runs', async () => {
    const log: TLog = [];
    await scheduleSteps({
      steps: [step(log, 'alone', 2, { isAlone: true }), step(log, 'next', 1)],
      slots: 2,
    });
    expect(log).toEqual(['start alone', 'end alone', 'start next', 'end next']);
  });

  it('runs an alone step beside the steps it names, and nothing else beside them', async () => {
    const log: TLog = [];
    await scheduleSteps({
      steps: [
        step(log, 'restart', 3, { isAlone: true, besides: ['cluster'] }),
        step(log, 'cluster', 2, { isAlone: true }),
        step(log, 'lint', 1),
      ],
      slots: 2,
    });
    expect(log).toEqual([
      'start restart',
      'start cluster',
      'end cluster',
      'end restart',
      'start lint',
      'end lint',
    ]);
  });

  it('ignores a need that is not among the steps', async () => {
    const log: TLog = [];
    const results = await scheduleSteps({ steps: [step(log, 'e2e', 1, { needs: ['build'] })], slots: 2 });
    expect(results).toHaveLength(1);
    expect(log).toEqual(['start e2e', 'end e2e']);
  });

  it('reports a failed or throwing step as failed and still runs the rest', async () => {
    const log: TLog = [];
    const throwing: TScheduledStep = { name: 'throws', run: () => Promise.reject(new Error('x')) };
    const results = await scheduleSteps({
      steps: [step(log, 'bad', 1), throwing, step(log, 'after', 1, { needs: ['bad'] })],
      slots: 1,
    });
    expect(results.map((result) => [result.name, result.isOk])).toEqual([
      ['bad', false],
      ['throws', false],
      ['after', true],
    ]);
  });

  it('refuses steps that wait on each other', async () => {
    const log: TLog = [];
    await expect(
      scheduleSteps({
        steps: [step(log, 'a', 1, { needs: ['b'] }), step(log, 'b', 1, { needs: ['a'] })],
        slots: 2,
      }),
    ).rejects.toThrow('Steps wait on each other: a, b');
  });
});
