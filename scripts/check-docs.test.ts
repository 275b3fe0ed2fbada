import { describe, expect, it } from 'vitest';
import {
  checkDecision,
  checkDecisionIndex,
  checkLinks,
  collectAnchors,
  findDocProblems,
  findLongLines,
  findMachinePaths,
  slugifyHeading,
  splitLines,
  type TDocFile,
} from './check-docs.ts';

const decision = (body: Partial<Record<'status' | 'title', string>> = {}): string =>
  [
    `# ${body.title ?? 'One store per instance'}`,
    '',
    '## Status',
    '',
    body.status ?? 'Accepted',
    '',
    '## Context',
    '',
    'Why.',
    '',
    '## Decision',
    '',
    'What.',
    '',
    '## Consequences',
    '',
    'Then.',
  ].join('\n');

const linksIn = (file: TDocFile, others: TDocFile[] = [], existing: string[] = []) =>
  checkLinks({
    file,
    documents: new Map([file, ...others].map((doc) => [doc.path, doc.text])),
    exists: (repoPath) => existing.includes(repoPath),
  }).map((problem) => problem.message);

describe('splitLines', () => {
  it('marks fenced code, fences included, for backticks and tildes', () => {
    const lines = splitLines({ text: 'a\n```sh\nb\n~~~\n```\nc\n~~~\n```\n~~~' });
    expect(lines.map((line) => line.isCode)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('slugifyHeading and collectAnchors', () => {
  it('follows GitHub: lower case, punctuation dropped, accents kept, spaces as hyphens', () => {
    expect(slugifyHeading({ heading: 'Precisa de atenção: #1 hoje' })).toBe('precisa-de-atenção-1-hoje');
    expect(slugifyHeading({ heading: 'Rehearsal on one box: `npm run test:cluster`' })).toBe(
      'rehearsal-on-one-box-npm-run-testcluster',
    );
    expect(slugifyHeading({ heading: 'Signing key (JWT)' })).toBe('signing-key-jwt');
    expect(slugifyHeading({ heading: 'See [the store](store.md) now' })).toBe('see-the-store-now');
  });

  it('numbers repeated headings and ignores headings inside code', () => {
    const anchors = collectAnchors({
      text: '# Steps\n## Check\n## Check\n```\n# not-a-heading\n```\n<a id="x"></a>',
    });
    expect([...anchors].sort()).toEqual(['check', 'check-1', 'steps', 'x']);
  });
});

describe('checkLinks', () => {
  const runbook = { path: 'docs/runbooks/deploy.md', text: '# Deploy\n## Check it worked\n' };

  it('accepts links to existing files, folders, headings and external addresses', () => {
    const file = {
      path: 'README.md',
      text: [
        '[deploy](docs/runbooks/deploy.md#check-it-worked), [top](#read-me), ![map](docs/map.png)',
        '[client](docs/integration-client/), [site](https://example.com/x), [mail](mailto:a@b.example)',
        '# Read me',
        '[ref]: docs/runbooks/deploy.md',
      ].join('\n'),
    };
    expect(linksIn(file, [runbook], ['docs/map.png', 'docs/integration-client'])).toEqual([]);
  });

  it('reports a missing file, a missing anchor and a path outside the repository', () => {
    const file = {
      path: 'docs/security.md',
      text: '[a](old-guide.md) [b](runbooks/deploy.md#rollback) [c](#nowhere) [d](../../etc/passwd)',
    };
    expect(linksIn(file, [runbook])).toEqual([
      'link old-guide.md: no file docs/old-guide.md',
      'link runbooks/deploy.md#rollback: docs/runbooks/deploy.md has no heading #rollback',
      'link #nowhere: docs/security.md has no heading #nowhere',
      'link ../../etc/passwd leaves the repository',
    ]);
  });

  it('skips links in code spans and fenced blocks', () => {
    const file = {
      path: 'README.md',
      text: 'Write `[x](missing.md)` like this.\n```md\n[y](missing.md)\n```',
    };
    expect(linksIn(file)).toEqual([]);
  });
});

describe('checkDecision', () => {
  const file = (text: string, name = '0007-entitlements-as-data.md') => ({
    path: `docs/decisions/${name}`,
    text,
  });

  it('accepts a title, the four sections in order and a known status', () => {
    expect(checkDecision({ file: file(decision()) })).toEqual([]);
    expect(checkDecision({ file: file(decision({ status: 'Superseded by [0008](0008-x.md).' })) })).toEqual(
      [],
    );
  });

  it('reports a bad name, a missing title, sections out of order and an unknown status', () => {
    const messages = (text: string, name?: string) =>
      checkDecision({ file: file(text, name) }).map((problem) => problem.message);
    expect(messages(decision(), '7_Entitlements.md')).toEqual([
      'a decision is named NNNN-kebab-case-title.md',
    ]);
    expect(messages(decision().replace('# One store per instance\n', 'Intro\n# Title\n'))).toEqual([
      'a decision starts with its "# title"',
    ]);
    expect(messages(decision().replace('## Context', '## Background'))[0]).toContain(
      '(found Status, Background',
    );
    expect(messages(decision({ status: 'Maybe' }))).toEqual([
      'its status is Accepted, Proposed, Deprecated, Rejected or "Superseded by [NNNN](…)"',
    ]);
  });
});

describe('checkDecisionIndex', () => {
  const one = { path: 'docs/decisions/0001-runtime.md', text: decision() };
  const two = { path: 'docs/decisions/0002-pglite.md', text: decision() };

  it('accepts an index that links every decision', () => {
    const index = {
      path: 'docs/decisions/README.md',
      text: '| [0001](0001-runtime.md) |\n| [0002](./0002-pglite.md) |',
    };
    expect(checkDecisionIndex({ files: [one, two, index] })).toEqual([]);
  });

  it('reports a decision left out, a missing index and a number used twice', () => {
    const index = { path: 'docs/decisions/README.md', text: '[0001](0001-runtime.md)' };
    expect(checkDecisionIndex({ files: [one, two, index] }).map((problem) => problem.message)).toEqual([
      'the index does not list docs/decisions/0002-pglite.md',
    ]);
    expect(checkDecisionIndex({ files: [one] }).map((problem) => problem.message)).toEqual([
      'the decision index is missing',
    ]);
    const twin = { path: 'docs/decisions/0001-other.md', text: decision() };
    const both = { path: 'docs/decisions/README.md', text: '[a](0001-runtime.md) [b](0001-other.md)' };
    expect(checkDecisionIndex({ files: [one, twin, both] }).map((problem) => problem.message)).toEqual([
      'decision number 0001 is used 2 times',
    ]);
  });
});

describe('findLongLines', () => {
  const long = 'word '.repeat(30).trim();

  it('reports a prose line over the limit, counting characters, not bytes', () => {
    expect(findLongLines({ text: `short\n${long}` }).map((line) => line.number)).toEqual([2]);
    expect(findLongLines({ text: 'ã'.repeat(120) })).toEqual([]);
    expect(findLongLines({ text: 'ã'.repeat(121) })).toHaveLength(1);
  });

  it('skips tables, fenced code, link definitions and a line that is a single URL', () => {
    const text = [
      `| ${long} |`,
      '```',
      long,
      '```',
      `[ref]: https://example.com/${'a'.repeat(130)}`,
      `https://example.com/${'a'.repeat(130)}`,
      `- <https://example.com/${'a'.repeat(130)}>`,
    ].join('\n');
    expect(findLongLines({ text })).toEqual([]);
  });
});

describe('findMachinePaths', () => {
  it('reports home folders, /work, /tmp and drive letters, in prose and in code', () => {
    const text = [
      'export PATH=/work/main/node_modules/.bin:$PATH',
      'cd /home/ana/portal',
      '```',
      'ls /tmp/pdc',
      '```',
      'Open `C:\\portal`',
      'See /root/.npmrc',
    ].join('\n');
    expect(findMachinePaths({ text }).map(({ line, path }) => [line.number, path])).toEqual([
      [1, '/work/'],
      [2, '/home/ana/'],
      [4, '/tmp/'],
      [6, 'C:\\'],
      [7, '/root/'],
    ]);
  });

  it('leaves repository paths and URLs alone', () => {
    const text = 'docs/runbooks/deploy.md, `DATA_DIR/outbox`, https://example.com/tmp/x, /api/public/x';
    expect(findMachinePaths({ text })).toEqual([]);
  });
});

describe('findDocProblems', () => {
  it('gathers every check with file and line', () => {
    const files = [
      { path: 'README.md', text: `[gone](docs/old.md)\n${'x'.repeat(121)}\nrun /tmp/x` },
      { path: 'docs/decisions/0001-runtime.md', text: decision() },
    ];
    expect(findDocProblems({ files, exists: () => false })).toEqual([
      { file: 'README.md', line: 1, message: 'link docs/old.md: no file docs/old.md' },
      { file: 'docs/decisions/README.md', line: 1, message: 'the decision index is missing' },
      { file: 'README.md', line: 2, message: 'prose line of 121 characters (at most 120): wrap it' },
      {
        file: 'README.md',
        line: 3,
        message: '/tmp/… is a path of one machine: name it from the repository or describe it',
      },
    ]);
  });
});
