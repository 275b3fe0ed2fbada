/**
 * The benches' common result row: each bench prints its own detail and, when run by
 * `npm run bench` (run-all.ts sets BENCH_RESULTS_FILE), also appends one JSON line per goal.
 */
import { appendFileSync } from 'node:fs';

export type TBenchResult = {
  /** The performance goals' name for the area: P1…P5, Home, BI, Dashboard. */
  area: string;
  /** What was measured, with the database it ran on. */
  name: string;
  goal: string;
  baseline: string;
  figure: string;
  /** Figure over baseline, when the goal is a ratio or has a baseline; null otherwise. */
  ratio: number | null;
  isMet: boolean;
};

export const recordResult = (result: TBenchResult): void => {
  const file = process.env.BENCH_RESULTS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(result)}\n`);
};

export const formatMs = (value: number): string => `${value.toFixed(1)} ms`;
