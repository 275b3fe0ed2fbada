/**
 * The e2e specs in lanes that finish together. Playwright's `--shard` splits by test count in file
 * order, which left one shard with the accessibility spec (a quarter of the suite) running minutes
 * after the others. Each spec weighs what it took in a run (e2e/spec-weights.json, seconds); the
 * heaviest goes first into the lightest lane. A spec not yet weighed counts as the median.
 */
export const planE2eLanes = ({
  files,
  weights,
  lanes,
}: {
  files: readonly string[];
  weights: Readonly<Record<string, number>>;
  lanes: number;
}): string[][] => {
  const known = Object.values(weights).toSorted((a, b) => a - b);
  const median = known.length > 0 ? (known[Math.floor(known.length / 2)] ?? 0) : 1;
  const weightOf = (file: string) => weights[file] ?? median;
  const plan = Array.from({ length: lanes }, () => ({ files: [] as string[], weight: 0 }));
  const heaviestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of heaviestFirst) {
    const lightest = plan.reduce((best, lane) => (lane.weight < best.weight ? lane : best));
    lightest.files.push(file);
    lightest.weight += weightOf(file);
  }
  // Each lane runs its specs in name order, as a run of the whole suite would.
  return plan.map((lane) => lane.files.toSorted()).filter((lane) => lane.length > 0);
};
