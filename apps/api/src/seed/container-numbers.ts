/** ISO 6346 letter values: A=10 … Z=38, skipping the multiples of 11. */
const letterValue = (letter: string): number => {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
};

/** The check digit of a container's first ten characters (owner, category, serial): ISO 6346. */
export const containerCheckDigit = (first10: string): number => {
  let sum = 0;
  for (const [index, char] of [...first10].entries()) {
    const value = /\d/.test(char) ? Number(char) : letterValue(char);
    sum += value * 2 ** index;
  }
  return (sum % 11) % 10;
};

/**
 * The seed's containers of a full-container shipment, known once it sailed: 1 to 3 under the
 * shipowner's code of its BL. Derived from the process id, not drawn: the generator's sequence of
 * draws (and so every other seeded value) stays as it was.
 */
export const seedContainerNumbers = ({
  processId,
  billOfLading,
  isFullContainer,
}: {
  processId: number;
  billOfLading: string | null;
  isFullContainer: boolean;
}): string[] => {
  if (!isFullContainer || !billOfLading || !/^[A-Z]{3}/.test(billOfLading)) return [];
  const owner = `${billOfLading.slice(0, 3)}U`;
  return Array.from({ length: 1 + (processId % 3) }, (_, index) => {
    const serial = String((processId * 7_919 + index * 104_729) % 1_000_000).padStart(6, '0');
    return `${owner}${serial}${containerCheckDigit(`${owner}${serial}`)}`;
  });
};
