/**
 * Runs steps at the same time where the machine allows it: at most `slots` at once, each step
 * only after the steps it needs have finished (a need that is not among the steps is ignored, so
 * `npm test -- e2e` still runs e2e alone). Steps start in the order given, which puts the long
 * ones first. A step whose need failed still runs: its own result is what it reports.
 */
export type TScheduledStep = {
  name: string;
  /** Names of the steps that must have finished first. */
  needs?: readonly string[];
  /**
   * Runs with no other step beside it: a test that stops and starts servers of its own, or a run
   * that already uses every core (Vitest's workers).
   */
  isAlone?: boolean;
  /**
   * Steps an alone step may still run beside: steps that mostly wait (on a server's restart, on a
   * schedule's minute) share the cores with each other, not with the steps that fill them.
   */
  besides?: readonly string[];
  run: () => Promise<boolean>;
};

export type TStepResult = { name: string; isOk: boolean; seconds: number };

export const scheduleSteps = async ({
  steps,
  slots,
  onStart = () => undefined,
  onEnd = () => undefined,
  now = () => performance.now(),
}: {
  steps: readonly TScheduledStep[];
  slots: number;
  onStart?: (step: TScheduledStep) => void;
  onEnd?: (result: TStepResult) => void;
  now?: () => number;
}): Promise<TStepResult[]> => {
  const names = new Set(steps.map((step) => step.name));
  const waiting = [...steps];
  const finished = new Set<string>();
  const results = new Map<string, TStepResult>();
  const running = new Set<Promise<void>>();
  const runningSteps = new Set<TScheduledStep>();

  const canShare = (first: TScheduledStep, second: TScheduledStep): boolean =>
    (!first.isAlone && !second.isAlone) ||
    (first.besides ?? []).includes(second.name) ||
    (second.besides ?? []).includes(first.name);

  const isReady = (step: TScheduledStep): boolean =>
    [...runningSteps].every((other) => canShare(step, other)) &&
    (step.needs ?? []).every((need) => !names.has(need) || finished.has(need));

  const start = (step: TScheduledStep): void => {
    onStart(step);
    runningSteps.add(step);
    const startedAt = now();
    const task = step
      .run()
      .catch(() => false)
      .then((isOk) => {
        const result = { name: step.name, isOk, seconds: (now() - startedAt) / 1000 };
        results.set(step.name, result);
        finished.add(step.name);
        running.delete(task);
        runningSteps.delete(step);
        onEnd(result);
      });
    running.add(task);
  };

  while (waiting.length > 0 || running.size > 0) {
    while (running.size < slots) {
      const index = waiting.findIndex(isReady);
      if (index === -1) break;
      const [step] = waiting.splice(index, 1);
      if (step) start(step);
    }
    if (running.size === 0) {
      // Nothing runs and nothing is ready: steps that need each other, which the list must not have.
      throw new Error(`Steps wait on each other: ${waiting.map((step) => step.name).join(', ')}`);
    }
    await Promise.race(running);
  }
  return steps.map((step) => results.get(step.name)).filter((result) => result !== undefined);
};
