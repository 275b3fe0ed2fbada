/** Shown wherever a value is missing ("não informado"). Its own module: /login needs it, not date-fns. */
export const NOT_INFORMED = 'N/I';
