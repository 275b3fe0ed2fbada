/** Spec part 2 §3: the channels' colours and the empty donut's. */
export const CHANNEL_COLOURS = { amarelo: '#DBB058', verde: '#137700', vermelho: '#F26767' } as const;
export const EMPTY_DONUT_COLOUR = '#104375';

/** Modes in the freight donut (from the charts' palette). */
export const MODE_COLOURS = { MARITIMA: '#104375', AEREA: '#3B8FE0', RODOVIARIA: '#DBB058' } as const;
