/** Spec part 2 §2.6: countries cycle through about 26 colours, each code always the same one. */
export const MAP_COLOURS: readonly string[] = [
  '#104375',
  '#1F6FB2',
  '#3B8FE0',
  '#137700',
  '#4CAF50',
  '#8BC34A',
  '#DBB058',
  '#F2A900',
  '#F57C00',
  '#F26767',
  '#C0392B',
  '#AD1457',
  '#8E24AA',
  '#5E35B1',
  '#3949AB',
  '#00838F',
  '#00ACC1',
  '#26A69A',
  '#00695C',
  '#6D4C41',
  '#8D6E63',
  '#546E7A',
  '#78909C',
  '#9E9D24',
  '#FF7043',
  '#7CB342',
];

/** Countries without data. */
export const MAP_EMPTY_COLOUR = '#D5DBE2';

/** The country's colour from its ISO alpha-2 code: a stable cycle over the palette. */
export const countryColour = (alpha2: string): string => {
  const code = alpha2.trim().toUpperCase();
  let hash = 0;
  for (const char of code) hash = hash * 31 + char.charCodeAt(0);
  return MAP_COLOURS[hash % MAP_COLOURS.length] ?? MAP_EMPTY_COLOUR;
};
