/**
 * Spec part 2 §3: the channels' colours. Its empty-state navy is not used: an empty donut is a neutral
 * grey ring with a sentence (components/donut-chart, decision 0096), so it never reads as a category.
 */
export const CHANNEL_COLOURS = { amarelo: '#DBB058', verde: '#137700', vermelho: '#F26767' } as const;

/** Modes in the freight donut (from the charts' palette). */
export const MODE_COLOURS = { MARITIMA: '#104375', AEREA: '#3B8FE0', RODOVIARIA: '#DBB058' } as const;
