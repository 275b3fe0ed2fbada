// Characters no single-line text of the portal takes, as character-class bodies, so every rule that
// refuses them (branding texts, webhook URLs and descriptions, file names) reads from one list.

/** C0 controls (tab, line feed, carriage return included), DEL and C1. */
export const CONTROL_CHARACTER_CLASS = '\\u0000-\\u001f\\u007f-\\u009f';

/** Unicode's line and paragraph separators: a line break by another name. */
export const LINE_SEPARATOR_CLASS = '\\u2028\\u2029';

/** The bidirectional embeddings, overrides and isolates: U+202E shows "fdp.exe" as "exe.pdf". */
export const DIRECTION_MARK_CLASS = '\\u202a-\\u202e\\u2066-\\u2069';

/** Zero-width spaces, joiners and marks, word joiner and invisible operators, and the BOM. */
export const INVISIBLE_CHARACTER_CLASS = '\\u200b-\\u200f\\u2060-\\u2065\\ufeff';

/** A test for any character of the classes given. */
export const anyCharacterOf = (...classes: string[]): RegExp => new RegExp(`[${classes.join('')}]`, 'u');
