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
  'taxAuthorityResult',
  'registeredOn',
  'clearedOn',
] as const;

/**
 * The version's lists a row may add to, named as in the contract: the column whose value puts a row's
 * item in the list, whether the same key again is the same item (an LPCO named on several rows, each
 * with its own exigência, is one LPCO), and the sheet's column of each field (contract → sheet).
 */
const LIST_SHAPES = {
  lpcos: {
    key: 'lpcoNumber',
    isOnce: true,
    columns: {
      number: 'lpcoNumber',
      agency: 'agency',
      status: 'lpcoStatus',
      requestedOn: 'lpcoRequestedOn',
      decidedOn: 'lpcoDecidedOn',
    },
  },
  requirements: {
    key: 'requirementText',
    isOnce: false,
    columns: {
      agency: 'agency',
      text: 'requirementText',
      openedOn: 'requirementOpenedOn',
      dueOn: 'requirementDueOn',
      answeredOn: 'requirementAnsweredOn',
      lpcoNumber: 'lpcoNumber',
    },
  },
  agencyResults: {
    key: 'agencyResult',
    isOnce: false,
    columns: { agency: 'agency', result: 'agencyResult' },
  },
  taxes: {
    key: 'tax',
    isOnce: false,
    columns: {
      tax: 'tax',
      calculated: 'taxCalculated',
      due: 'taxDue',
      suspended: 'taxSuspended',
      paid: 'taxPaid',
      status: 'taxStatus',
    },
  },
  rectifications: {
    key: 'rectificationVersion',
    isOnce: false,
    columns: { version: 'rectificationVersion', date: 'rectificationDate', reason: 'rectificationReason' },
  },
} as const satisfies Record<
  string,
  { key: string; isOnce: boolean; columns: Readonly<Record<string, string>> }
>;

type TListName = keyof typeof LIST_SHAPES;
const LISTS = Object.keys(LIST_SHAPES) as TListName[];
/** A list's columns, looked up by a field name an issue's path gives (any string). */
const columnsOf = (list: TListName): Readonly<Record<string, string>> => LIST_SHAPES[list].columns;

const headerOf = (field: string): string | null =>
  SPREADSHEET_COLUMNS.duimps.find((column) => column.field === field)?.header ?? null;

type TRow = TGroupToWrite['rows'][number];
type TListed = { row: number; values: Record<string, unknown> };

/** The items of one list the rows hold, under the contract's names, each with the row it came from. */
const listOf = (rows: readonly TRow[], list: TListName): TListed[] => {
  const { key: field, isOnce } = LIST_SHAPES[list];
  const seen = new Set<string>();
  return rows.flatMap(({ row, values }) => {
    const key = values[field];
    if (key === undefined || (isOnce && seen.has(String(key)))) return [];
    seen.add(String(key));
    return [{ row, values: renamed(values, columnsOf(list)) }];
  });
};

/** The sheet's values under the contract's names, leaving out the empty cells. */
const renamed = (values: Record<string, unknown>, columns: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(columns).flatMap(([name, field]) =>
      values[field] === undefined ? [] : [[name, values[field]]],
    ),
  );

const isListName = (value: unknown): value is TListName => LISTS.some((list) => list === value);

/**
 * The row and column a DUIMP's first issue is about, in the sheet's words: a listed item's field is
 * the column of the row it came from ('lpcos.status' → Situação do LPCO).
 */
const refusalOf = (
  error: z.ZodError,
  { first, lists }: { first: number; lists: Record<TListName, TListed[]> },
): { row: number; refusal: TRowRefusal } => {
  const [issue] = error.issues;
  const path = issue?.path ?? [];
  const [head, index, name] = path;
  const message = (issue?.message ?? 'valor inválido').replace(/\.$/, '');
  if (isListName(head) && typeof index === 'number') {
    const field = typeof name === 'string' ? (columnsOf(head)[name] ?? null) : null;
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
  const lists = Object.fromEntries(LISTS.map((list) => [list, listOf(rows, list)])) as Record<
    TListName,
    TListed[]
  >;
  const parsed = ZIngestDuimp.safeParse({
    ...pick(first.values, DUIMP_FIELDS),
    ...Object.fromEntries(LISTS.map((list) => [list, lists[list].map(({ values }) => values)])),
  } as TIngestDuimpInput);
  if (parsed.success) return parsed.data;
  return { outcome: 'refused', ...refusalOf(parsed.error, { first: first.row, lists }) };
};

/**
 * DUIMP versions with their lists (LPCOs, exigências, results, taxes, rectifications): the ingestion's own upsert per group (its
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
          // A code the glossary does not know is kept as sent and logged, as through the API.
          logger: {
            info: (details: unknown, message?: unknown) =>
              environment.onInfo(
                typeof details === 'object' && details !== null ? { ...details } : {},
                String(message ?? ''),
              ),
          },
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
