import type { z } from 'zod';
import { SPREADSHEET_COLUMNS } from '@pc/contract/admin-spreadsheet';
import { ZIngestDuimp, type TIngestDuimp, type TIngestDuimpInput } from '@pc/contract/duimp';
import { upsertDuimp } from '../../core/ingestion/ingest-duimp.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TImportEnvironment } from './import-environment.ts';
import { refusedBy, type TGroupResult, type TGroupToWrite, type TWriteGroups } from './group-results.ts';
import type { TRowRefusal } from './import-tally.ts';
import { pick } from './sheet-rows.ts';

/** The version's own fields, read from the group's first row. */
const DUIMP_FIELDS = [
  'number',
  'version',
  'situation',
  'licensingSituation',
  'cargoControl',
  'channel',
  'channelAssignedOn',
  'registeredOn',
  'clearedOn',
] as const;

/** The sheet's column of each field of a listed LPCO or exigência (the contract's path → the sheet's field). */
const LIST_COLUMNS: Readonly<Record<'lpcos' | 'requirements', Readonly<Record<string, string>>>> = {
  lpcos: {
    number: 'lpcoNumber',
    agency: 'agency',
    status: 'lpcoStatus',
    requestedOn: 'lpcoRequestedOn',
    decidedOn: 'lpcoDecidedOn',
  },
  requirements: {
    agency: 'agency',
    text: 'requirementText',
    openedOn: 'requirementOpenedOn',
    dueOn: 'requirementDueOn',
    answeredOn: 'requirementAnsweredOn',
    lpcoNumber: 'lpcoNumber',
  },
};

const headerOf = (field: string): string | null =>
  SPREADSHEET_COLUMNS.duimps.find((column) => column.field === field)?.header ?? null;

type TRow = TGroupToWrite['rows'][number];
type TListed = { row: number; values: Record<string, unknown> };

/** The LPCO of a row: the row's LPCO columns under the contract's names; the same LPCO again is read once. */
const lpcosOf = (rows: readonly TRow[]): TListed[] => {
  const seen = new Set<string>();
  return rows.flatMap(({ row, values }) => {
    const number = values['lpcoNumber'];
    if (number === undefined || seen.has(String(number))) return [];
    seen.add(String(number));
    return [{ row, values: renamed(values, LIST_COLUMNS.lpcos) }];
  });
};

/** The exigência of a row that has its text, tied to the row's LPCO when it names one. */
const requirementsOf = (rows: readonly TRow[]): TListed[] =>
  rows.flatMap(({ row, values }) =>
    values['requirementText'] === undefined
      ? []
      : [{ row, values: renamed(values, LIST_COLUMNS.requirements) }],
  );

/** The sheet's values under the contract's names, leaving out the empty cells. */
const renamed = (values: Record<string, unknown>, columns: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(columns).flatMap(([name, field]) =>
      values[field] === undefined ? [] : [[name, values[field]]],
    ),
  );

/**
 * The row and column a DUIMP's first issue is about, in the sheet's words: an LPCO's or an
 * exigência's field is the column of the row it came from ('lpcos.status' → Situação do LPCO).
 */
const refusalOf = (
  error: z.ZodError,
  { first, lists }: { first: number; lists: Record<'lpcos' | 'requirements', TListed[]> },
): { row: number; refusal: TRowRefusal } => {
  const [issue] = error.issues;
  const path = issue?.path ?? [];
  const [head, index, name] = path;
  const message = (issue?.message ?? 'valor inválido').replace(/\.$/, '');
  if ((head === 'lpcos' || head === 'requirements') && typeof index === 'number') {
    const field = typeof name === 'string' ? (LIST_COLUMNS[head][name] ?? null) : null;
    const header = field ? headerOf(field) : null;
    const reason = header && typeof name === 'string' ? message.replace(`${head}.${name}`, header) : message;
    return { row: lists[head][index]?.row ?? first, refusal: { column: header, reason } };
  }
  const header = typeof head === 'string' ? headerOf(head) : null;
  const reason =
    header && typeof head === 'string' ? message.replace(new RegExp(`\\b${head}\\b`, 'g'), header) : message;
  return { row: first, refusal: { column: header, reason } };
};

/** A DUIMP version's rows as the ingestion API's body, or the refusal of the row at fault. */
export const parseDuimpGroup = ({ rows }: Pick<TGroupToWrite, 'rows'>): TIngestDuimp | TGroupResult => {
  const first = rows[0];
  if (!first) return { outcome: 'unchanged' };
  const lists = { lpcos: lpcosOf(rows), requirements: requirementsOf(rows) };
  const parsed = ZIngestDuimp.safeParse({
    ...pick(first.values, DUIMP_FIELDS),
    lpcos: lists.lpcos.map(({ values }) => values),
    requirements: lists.requirements.map(({ values }) => values),
  } as TIngestDuimpInput);
  if (parsed.success) return parsed.data;
  return { outcome: 'refused', ...refusalOf(parsed.error, { first: first.row, lists }) };
};

/** Codes the glossary does not know are kept as sent; the sheet's rows say what became of each version. */
const QUIET_LOGGER = { info: () => undefined };

/**
 * DUIMP versions with their LPCOs and exigências: the ingestion's own upsert per group (its
 * transaction, its change trail, notifications and webhooks), as a PUT …/duimp would. A version whose
 * process moved its clearance leaves the process's analytics facts stale, refreshed after the import.
 */
export const writeDuimpGroups =
  (environment: TImportEnvironment): TWriteGroups =>
  async (groups) => {
    const results: TGroupResult[] = [];
    for (const group of groups) {
      const duimp = parseDuimpGroup(group);
      if ('outcome' in duimp) {
        results.push(duimp);
        continue;
      }
      const row = group.rows[0]?.row ?? 1;
      try {
        const { response, staleFacts } = await upsertDuimp({
          db: environment.db,
          caller: environment.caller,
          identification: group.identification,
          duimp,
          now: environment.now,
          logger: QUIET_LOGGER,
        });
        environment.ingestContext.staleFacts.push(...staleFacts);
        results.push({ outcome: response.result });
      } catch (error: unknown) {
        if (!(error instanceof AppError)) environment.onError(error);
        results.push(refusedBy(row, error));
      }
    }
    return results;
  };
