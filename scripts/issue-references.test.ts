import { describe, expect, it } from 'vitest';
import { ISSUE_REFERENCE, findIssueReferences } from './issue-references.ts';

// The samples are put together at run time, so this file holds no reference itself and passes
// no-issue-references.test.ts like any other.
const HASH = '#';
const issue = (word: string, number: number): string => `${word} ${HASH}${number}`;
const bare = (number: number): string => `(${HASH}${number})`;

describe('ISSUE_REFERENCE', () => {
  it.each([
    issue('issue', 12),
    issue('Issue', 3),
    issue('issues', 5),
    bare(42),
    `// Collaboration ${bare(40)}: the ERP marks paid what customers reported.`,
    `describe('browser security headers (${issue('issue', 13)})', () => {`,
  ])('matches %s', (text) => {
    expect(ISSUE_REFERENCE.test(text)).toBe(true);
  });

  // Each from the code: a CSS colour, a URL fragment, a spreadsheet number format, an HTML entity,
  // a Handlebars block, a money label, a selector's argument and zod's own issues.
  it.each([
    '#fff',
    '<p style="margin:24px 0 0;color:#55616f;font-size:13px">',
    'A `url(…)` that points anywhere but into the same document (`url(#gradient)` stays).',
    "const MONEY_FORMAT = '#,##0.00';",
    ".replaceAll(\"'\", '&#39;')",
    '{{#if customerRef}} · Ref. {{customerRef}}{{/if}}',
    'R$ #',
    `li:nth-child(${HASH}1)`,
    'const whenBoundsAreValid = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;',
    'docs/decisions.md#back-office-37',
  ])('does not match %s', (text) => {
    expect(ISSUE_REFERENCE.test(text)).toBe(false);
  });
});

describe('findIssueReferences', () => {
  it('names each line that points into the tracker, numbered from 1', () => {
    const text = [
      '/**',
      ` * The back-office ${bare(37)}.`,
      ' */',
      `// ${issue('Issue', 40)}: payments.`,
    ].join('\n');
    expect(findIssueReferences({ file: 'a.ts', text })).toEqual([
      { file: 'a.ts', line: 2, text: `* The back-office ${bare(37)}.` },
      { file: 'a.ts', line: 4, text: `// ${issue('Issue', 40)}: payments.` },
    ]);
  });

  it('finds nothing in a text that names the rule instead', () => {
    const text = '// Confirm-by-ERP rule: the ERP marks paid what customers reported.';
    expect(findIssueReferences({ file: 'a.ts', text })).toEqual([]);
  });
});
