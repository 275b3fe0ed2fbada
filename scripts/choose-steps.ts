/**
 * `npm test -- <words>`: the steps whose name contains one of the words, in any case. Words that
 * match no step are an error, not a green run of nothing.
 */
export const chooseSteps = <T extends { name: string }>(
  steps: readonly T[],
  words: readonly string[],
): { steps: readonly T[] } | { error: string } => {
  if (words.length === 0) return { steps };
  const wanted = words.map((word) => word.toLowerCase());
  const chosen = steps.filter((step) => wanted.some((word) => step.name.toLowerCase().includes(word)));
  if (chosen.length > 0) return { steps: chosen };
  return {
    error: [
      `No step matched ${words.map((word) => `"${word}"`).join(', ')}. The steps are:`,
      ...steps.map((step) => `  ${step.name}`),
    ].join('\n'),
  };
};
