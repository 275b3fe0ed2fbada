/**
 * `npm run docs:check`: the repository's Markdown stays navigable and readable. Every relative link
 * reaches a file (and its `#anchor` a heading), every decision record has its four sections and is
 * listed in the index, no prose line is longer than 120 characters, and no path of one machine
 * (a home folder, /tmp, a drive letter) is written down. Pure functions over in-memory files, so
 * the test feeds them small examples; the CLI reads the repository and exits 1 on any problem.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type TDocFile = { path: string; text: string };
export type TDocProblem = { file: string; line: number; message: string };

export const MAX_PROSE_LINE = 120;
export const DECISIONS_DIR = 'docs/decisions';
export const DECISION_SECTIONS = ['Status', 'Context', 'Decision', 'Consequences'] as const;
const DECISION_NAME = /^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const DECISION_STATUS = /^(Accepted|Proposed|Deprecated|Rejected|Superseded by \[\d{4}\]\()/;

/** Output and dependency folders: not the project's own documents. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
  'blob-report',
  '.prerender',
  '.scale-data',
]);

type TLine = { number: number; text: string; isCode: boolean };

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Every line with its 1-based number, and whether it sits in a fenced code block (fences included). */
export const splitLines = ({ text }: { text: string }): TLine[] => {
  let fence: string | null = null;
  return text.split(/\r?\n/).map((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    const isFenceLine = marker !== undefined && (fence === null || marker.startsWith(fence));
    const isCode = fence !== null || isFenceLine;
    if (isFenceLine) fence = fence === null ? marker : null;
    return { number: index + 1, text: line, isCode };
  });
};

const TABLE_ROW = /^\s*\|/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S/;
const LONE_URL = /^\s*(?:[-*+]\s+|\d+\.\s+)?<?https?:\/\/\S+>?\s*$/;

/** Prose lines longer than `max` characters: tables, code, link definitions and lone URLs aside. */
export const findLongLines = ({ text, max = MAX_PROSE_LINE }: { text: string; max?: number }): TLine[] =>
  splitLines({ text }).filter(
    (line) =>
      !line.isCode &&
      [...line.text].length > max &&
      !TABLE_ROW.test(line.text) &&
      !LINK_DEFINITION.test(line.text) &&
      !LONE_URL.test(line.text),
  );

const MACHINE_PATH = /(?:^|[\s`'"(=[:,])(\/work\/|\/root\/|\/home\/[^/\s]+\/|\/tmp\/|[A-Za-z]:\\)/;

/** Lines (code included) that name a folder of one machine. */
export const findMachinePaths = ({ text }: { text: string }): { line: TLine; path: string }[] =>
  splitLines({ text }).flatMap((line) => {
    const match = MACHINE_PATH.exec(line.text);
    return match?.[1] === undefined ? [] : [{ line, path: match[1] }];
  });

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const HTML_ANCHOR = /<a\s+(?:id|name)="([^"]+)"/g;

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces as hyphens. */
export const slugifyHeading = ({ heading }: { heading: string }): string =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** The headings of a document, with level and text, outside code blocks. */
export const listHeadings = ({ text }: { text: string }): { line: TLine; level: number; title: string }[] =>
  splitLines({ text }).flatMap((line) => {
    const match = line.isCode ? null : HEADING.exec(line.text);
    return match?.[1] === undefined ? [] : [{ line, level: match[1].length, title: match[2] ?? '' }];
  });

/** Every anchor a link may name in this document: headings (repeats get -1, -2…) and HTML anchors. */
export const collectAnchors = ({ text }: { text: string }): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { title } of listHeadings({ text })) {
    const slug = slugifyHeading({ heading: title });
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of text.matchAll(HTML_ANCHOR)) if (match[1] !== undefined) anchors.add(match[1]);
  return anchors;
};

const INLINE_CODE = /(`+)[^`]*?\1/g;
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const DEFINITION_TARGET = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The link targets written on each line, outside code (inline links, images and link definitions). */
export const listLinks = ({ text }: { text: string }): { line: TLine; target: string }[] =>
  splitLines({ text }).flatMap((line) => {
    if (line.isCode) return [];
    const prose = line.text.replace(INLINE_CODE, '');
    const targets = [...prose.matchAll(INLINE_LINK)].map((match) => match[1] ?? '');
    const definition = DEFINITION_TARGET.exec(prose)?.[1];
    return [...targets, ...(definition === undefined ? [] : [definition])].map((target) => ({
      line,
      target,
    }));
  });

type TLinkContext = {
  /** The document holding the link, relative to the repository root with forward slashes. */
  file: TDocFile;
  /** Every Markdown document by path, for the anchors of the documents linked to. */
  documents: ReadonlyMap<string, string>;
  /** Whether a file or folder exists at this repository-relative path. */
  exists: (repoPath: string) => boolean;
};

const resolveTarget = ({ from, target }: { from: string; target: string }): string => {
  const decoded = decodeURIComponent(target);
  const resolved = decoded.startsWith('/')
    ? path.posix.normalize(decoded.slice(1))
    : path.posix.join(path.posix.dirname(from), decoded);
  return resolved.replace(/\/$/, '') || '.';
};

const checkLink = ({ file, documents, exists }: TLinkContext, target: string): string | null => {
  if (EXTERNAL.test(target)) return null;
  const [pathPart = '', anchor] = target.split('#', 2);
  const repoPath = pathPart === '' ? file.path : resolveTarget({ from: file.path, target: pathPart });
  if (repoPath.startsWith('..')) return `link ${target} leaves the repository`;
  if (pathPart !== '' && !documents.has(repoPath) && !exists(repoPath)) {
    return `link ${target}: no file ${repoPath}`;
  }
  const text = documents.get(repoPath);
  if (anchor === undefined || anchor === '' || text === undefined) return null;
  if (collectAnchors({ text }).has(decodeURIComponent(anchor))) return null;
  return `link ${target}: ${repoPath} has no heading #${anchor}`;
};

/** Relative links that reach no file, or name an anchor their document does not have. */
export const checkLinks = (context: TLinkContext): TDocProblem[] =>
  listLinks({ text: context.file.text }).flatMap(({ line, target }) => {
    const message = checkLink(context, target);
    return message === null ? [] : [{ file: context.file.path, line: line.number, message }];
  });

const isDecisionPath = (filePath: string): boolean =>
  path.posix.dirname(filePath) === DECISIONS_DIR && path.posix.basename(filePath) !== 'README.md';

/** A decision record: its name, a `# title` first, then exactly the four sections, in order. */
export const checkDecision = ({ file }: { file: TDocFile }): TDocProblem[] => {
  const problems: TDocProblem[] = [];
  const report = (line: number, message: string) => problems.push({ file: file.path, line, message });
  if (!DECISION_NAME.test(path.posix.basename(file.path))) {
    report(1, 'a decision is named NNNN-kebab-case-title.md');
  }
  const headings = listHeadings({ text: file.text });
  const firstLine = splitLines({ text: file.text }).find((line) => line.text.trim() !== '');
  if (headings[0]?.level !== 1 || headings[0].line.number !== firstLine?.number) {
    report(firstLine?.number ?? 1, 'a decision starts with its "# title"');
  }
  const sections = headings.filter((heading) => heading.level === 2).map((heading) => heading.title);
  if (sections.join('|') !== DECISION_SECTIONS.join('|')) {
    const found = sections.length === 0 ? 'none' : sections.join(', ');
    report(1, `its level-2 headings must be ${DECISION_SECTIONS.join(', ')} in that order (found ${found})`);
  }
  const status = file.text.split(/^## Status\s*$/m)[1]?.trim() ?? '';
  if (sections[0] === 'Status' && !DECISION_STATUS.test(status)) {
    report(1, 'its status is Accepted, Proposed, Deprecated, Rejected or "Superseded by [NNNN](…)"');
  }
  return problems;
};

/** Decision files the index (docs/decisions/README.md) does not link to, and repeated numbers. */
export const checkDecisionIndex = ({ files }: { files: readonly TDocFile[] }): TDocProblem[] => {
  const indexPath = `${DECISIONS_DIR}/README.md`;
  const decisions = files.filter((file) => isDecisionPath(file.path));
  if (decisions.length === 0) return [];
  const index = files.find((file) => file.path === indexPath);
  if (index === undefined) return [{ file: indexPath, line: 1, message: 'the decision index is missing' }];
  const listed = new Set(
    listLinks({ text: index.text }).map(({ target }) =>
      resolveTarget({ from: indexPath, target: target.split('#')[0] ?? '' }),
    ),
  );
  const problems = decisions
    .filter((file) => !listed.has(file.path))
    .map((file) => ({ file: indexPath, line: 1, message: `the index does not list ${file.path}` }));
  const byNumber = Map.groupBy(decisions, (file) => path.posix.basename(file.path).slice(0, 4));
  for (const [number, sameNumber] of byNumber) {
    if (sameNumber.length > 1) {
      problems.push({
        file: indexPath,
        line: 1,
        message: `decision number ${number} is used ${sameNumber.length} times`,
      });
    }
  }
  return problems;
};

/** Every problem of a set of documents; `exists` answers for the files they link to. */
export const findDocProblems = ({
  files,
  exists,
}: {
  files: readonly TDocFile[];
  exists: (repoPath: string) => boolean;
}): TDocProblem[] => {
  const documents = new Map(files.map((file) => [file.path, file.text]));
  return [
    ...files.flatMap((file) => checkLinks({ file, documents, exists })),
    ...files.filter((file) => isDecisionPath(file.path)).flatMap((file) => checkDecision({ file })),
    ...checkDecisionIndex({ files }),
    ...files.flatMap((file) =>
      findLongLines({ text: file.text }).map((line) => ({
        file: file.path,
        line: line.number,
        message: `prose line of ${[...line.text].length} characters (at most ${MAX_PROSE_LINE}): wrap it`,
      })),
    ),
    ...files.flatMap((file) =>
      findMachinePaths({ text: file.text }).map(({ line, path: found }) => ({
        file: file.path,
        line: line.number,
        message: `${found}… is a path of one machine: name it from the repository or describe it`,
      })),
    ),
  ];
};

/** The repository's Markdown files, relative to `root`, outside dependency and output folders. */
export const listMarkdownFiles = ({ root }: { root: string }): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name)) return [];
      return listMarkdownFiles({ root: path.join(root, entry.name) }).map((file) => `${entry.name}/${file}`);
    }
    return entry.isFile() && entry.name.endsWith('.md') ? [entry.name] : [];
  });

/** Reads the repository at `root` and checks it. */
export const checkRepositoryDocs = ({ root }: { root: string }): TDocProblem[] => {
  const files = listMarkdownFiles({ root }).map((file) => ({
    path: file,
    text: readFileSync(path.join(root, file), 'utf8'),
  }));
  return findDocProblems({ files, exists: (repoPath) => existsSync(path.join(root, repoPath)) });
};

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkRepositoryDocs({ root });
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`docs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(
    `docs: ${listMarkdownFiles({ root }).length} Markdown files, links, decisions and lines in order`,
  );
}
