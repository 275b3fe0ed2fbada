/**
 * A pointer into the project's tracker: the word issue followed by a hash and its number, or a bare
 * number in parentheses after a hash. Without the tracker it is a dead link, so a comment or a test
 * title names the rule or concept instead. A parenthesis glued to a word or a hyphen (a CSS
 * selector's argument) is not a reference; colours, URL fragments, HTML entities and spreadsheet
 * formats carry no such shape.
 */
export const ISSUE_REFERENCE = /\b[Ii]ssues? #\d+|(?<![\w-])\(#\d{1,3}\)/;

export type TIssueReference = { file: string; line: number; text: string };

/** Every line of `text` that points into the tracker, numbered from 1. */
export const findIssueReferences = ({ file, text }: { file: string; text: string }): TIssueReference[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      ISSUE_REFERENCE.test(line) ? [{ file, line: index + 1, text: line.trim() }] : [],
    );
