import { escapeLike } from '../../db/escape-like.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DUIMP_LICENSING_LABELS, DUIMP_SITUATION_LABELS } from '@pc/contract/duimp';
import { REPORT_COLUMN_KEYS, type TReportColumnKey } from '@pc/contract/report-columns';
import { companies } from '../../db/schema/companies.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { partners } from '../../db/schema/partners.ts';
import { processes } from '../../db/schema/processes.ts';
import { exporter, freightForwarder } from './process-row.ts';

/**
 * The report columns in SQL, so the server can sort and search a page the way the web table does
 * (components/process-columns): `sort` is what a column orders by (missing values last either way)
 * and `text` what its cell shows ('N/I' when missing), for the table's search box.
 */
type TColumnSql = { sort: readonly SQL[]; text: SQL };

const NOT_INFORMED = 'N/I';
// translate() rather than the unaccent extension: PGlite and a bare PostgreSQL both have it, and
// lower() under the C locale leaves accented capitals alone, so both cases are listed.
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Lower-case without accents, like the web's normaliseSearchText. */
export const normalisedSql = (text: SQL): SQL => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;

const orNotInformed = (text: SQL): SQL => sql`coalesce(nullif(trim(${text}), ''), ${NOT_INFORMED})`;

const textColumn = (value: SQL | PgColumn): TColumnSql => ({
  sort: [sql`nullif(${normalisedSql(sql`${value}`)}, '')`],
  text: orNotInformed(sql`${value}`),
});

const dateText = (value: SQL | PgColumn): SQL => sql`to_char(${value}, 'DD/MM/YYYY')`;

const dateColumn = (value: SQL | PgColumn): TColumnSql => ({
  sort: [sql`${value}`],
  text: orNotInformed(dateText(value)),
});

/** The DI or the DUIMP field, chosen by the process's `duimp` flag (spec part 1 §2). */
const declaration = (di: PgColumn | SQL | null, duimp: PgColumn | SQL | null): SQL =>
  sql`case when ${processes.duimp} then ${duimp ?? sql`null`} else ${di ?? sql`null`} end`;

/** A Portal Único code's pt-BR label from the glossary, or the code as sent (duimpLabelOf). */
const duimpLabelSql = (code: PgColumn, labels: Readonly<Record<string, string>>): SQL =>
  sql`case ${code} ${sql.join(
    Object.entries(labels).map(([known, label]) => sql`when ${known} then ${label}`),
    sql` `,
  )} else ${code} end`;

const referencePrefix = sql`case ${processes.typeOfProcess} when 'ENCOMENDA' then 'E' when 'ACESSORIA' then 'A' when 'ASSESSORIA' then 'A' else 'PRI' end`;

const COLUMNS: Record<TReportColumnKey, TColumnSql> = {
  reference: {
    sort: [referencePrefix, sql`${processes.identification}`],
    // processReference: the number padded to 5 digits, never cut.
    text: sql`${referencePrefix} || case when length(${processes.identification}::text) < 5 then lpad(${processes.identification}::text, 5, '0') else ${processes.identification}::text end`,
  },
  step: { sort: [sql`${processSteps.position}`], text: orNotInformed(sql`${processSteps.alias}`) },
  company: textColumn(companies.name),
  exporter: textColumn(exporter.name),
  customerRef: textColumn(processes.customerRef),
  anotherRef: textColumn(processes.anotherRef),
  status: textColumn(processes.status),
  invoice: textColumn(processes.invoice),
  currency: textColumn(processes.cifValueCurrency),
  wayOfTransport: textColumn(
    sql`case ${processes.wayOfTransport} when 'AEREA' then 'Aérea' when 'MARITIMA' then 'Marítima' when 'RODOVIARIA' then 'Rodoviária' end`,
  ),
  incoterm: textColumn(processes.incoterm),
  freightForwarder: textColumn(freightForwarder.name),
  containerType: textColumn(processes.typeOfBoarding),
  // The opening is an instant: the day it shows is São Paulo's.
  created: {
    sort: [sql`${processes.created}`],
    text: dateText(sql`(${processes.created} at time zone 'America/Sao_Paulo')`),
  },
  datesEstimatedGoodsReadinesDate: dateColumn(processes.datesEstimatedGoodsReadinesDate),
  datesETD: dateColumn(processes.datesEtd),
  datesETA: dateColumn(processes.datesEta),
  datesEstimatedCustomerDeliverDate: dateColumn(processes.datesEstimatedCustomerDeliverDate),
  estimatedStepCashRequest: dateColumn(processes.estimatedStepCashRequest),
  datesGoodsReadinesDate: dateColumn(processes.datesGoodsReadinesDate),
  datesCargoCollectDate: dateColumn(processes.datesCargoCollectDate),
  datesDepartureDate: dateColumn(processes.datesDepartureDate),
  datesArrivalDate: dateColumn(processes.datesArrivalDate),
  declarationNumber: textColumn(declaration(processes.diNumber, processes.duimpIdentification)),
  declarationProtocol: textColumn(declaration(processes.diProtocol, null)),
  declarationRegistryDate: dateColumn(declaration(processes.diRegistryDate, processes.duimpRegistryDate)),
  declarationClearanceDate: dateColumn(
    declaration(processes.diResourcefulnessDate, processes.duimpResourcefulnessDate),
  ),
  declarationChannel: textColumn(declaration(processes.diChannel, processes.duimpChannel)),
  duimpSituation: textColumn(
    declaration(null, duimpLabelSql(processes.duimpSituation, DUIMP_SITUATION_LABELS)),
  ),
  duimpLicensingSituation: textColumn(
    declaration(null, duimpLabelSql(processes.duimpLicensingSituation, DUIMP_LICENSING_LABELS)),
  ),
  datesGoodsLoadingDate: dateColumn(processes.datesGoodsLoadingDate),
  datesCustomerDeliverDate: dateColumn(processes.datesCustomerDeliverDate),
  cifValue: {
    sort: [sql`${processes.cifValue}`],
    // pt-BR with two decimals (1.234,56): the separators are swapped after a C-locale to_char.
    text: orNotInformed(
      sql`translate(to_char(${processes.cifValue}, 'FM999,999,999,999,990.00'), ',.', '.,')`,
    ),
  },
};

/** ORDER BY terms of a column, missing values last in both directions. */
export const reportSortSql = (key: TReportColumnKey, isDescending: boolean): SQL[] =>
  COLUMNS[key].sort.map((term) =>
    isDescending ? sql`${term} desc nulls last` : sql`${term} asc nulls last`,
  );

/** The columns whose text is a joined name, not one of the process's own columns. */
const JOINED_COLUMNS: ReadonlySet<TReportColumnKey> = new Set([
  'step',
  'company',
  'exporter',
  'freightForwarder',
]);

/**
 * processes.report_text as SQL over the process's own columns: what they show, joined by line
 * breaks, normalised. Migration 0030's process_report_text() is this SQL (a test compares them).
 */
export const ownReportTextSql = (): SQL =>
  normalisedSql(
    sql`concat_ws(E'\n', ${sql.join(
      REPORT_COLUMN_KEYS.filter((key) => !JOINED_COLUMNS.has(key)).map((key) => COLUMNS[key].text),
      sql`, `,
    )})`,
  );

/** What a date column can show, normalised: DD/MM/YYYY or N/I. */
const DATE_CHARACTERS = '0123456789/ni';
/**
 * The characters a column's text can hold (normalised), where it is a closed set: a term with any
 * other character cannot be in it, so the search skips computing it (a date's text costs a
 * to_char per row, the opening's a time-zone conversion too).
 */
const CLOSED_ALPHABETS: Partial<Record<TReportColumnKey, string>> = {
  reference: '0123456789prie a'.replace(' ', ''),
  cifValue: '0123456789.,ni/',
  created: DATE_CHARACTERS,
  datesEstimatedGoodsReadinesDate: DATE_CHARACTERS,
  datesETD: DATE_CHARACTERS,
  datesETA: DATE_CHARACTERS,
  datesEstimatedCustomerDeliverDate: DATE_CHARACTERS,
  estimatedStepCashRequest: DATE_CHARACTERS,
  datesGoodsReadinesDate: DATE_CHARACTERS,
  datesCargoCollectDate: DATE_CHARACTERS,
  datesDepartureDate: DATE_CHARACTERS,
  datesArrivalDate: DATE_CHARACTERS,
  declarationRegistryDate: DATE_CHARACTERS,
  declarationClearanceDate: DATE_CHARACTERS,
  datesGoodsLoadingDate: DATE_CHARACTERS,
  datesCustomerDeliverDate: DATE_CHARACTERS,
};

/** Whether the column's text can hold the (normalised) term at all. */
const canColumnShow = (key: TReportColumnKey, normalisedTerm: string): boolean => {
  const alphabet = CLOSED_ALPHABETS[key];
  return alphabet === undefined || [...normalisedTerm].every((char) => alphabet.includes(char));
};

/** Whether `keys` are all the report's columns (the search box's default). */
export const isEveryReportColumn = (keys: readonly TReportColumnKey[]): boolean =>
  REPORT_COLUMN_KEYS.every((key) => keys.includes(key));

/** The ids of a table's rows whose text, as the report shows it, holds the pattern. */
const namesLike = (
  table: typeof processSteps | typeof companies | typeof partners,
  name: PgColumn,
  pattern: string,
) =>
  sql`(select ${table.id} from ${table} where ${normalisedSql(orNotInformed(sql`${name}`))} like ${pattern})`;

/**
 * Some column of the whole report shows the term: the process's own columns through report_text,
 * the joined names through the ids whose name holds it (a missing partner shows 'N/I'). Exact for
 * the search box's default (every column), and read from processes_open_report_idx alone.
 */
const anyColumnShows = (normalisedTerm: string, pattern: string): SQL => {
  const isNotInformedShown = 'n/i'.includes(normalisedTerm);
  const partnerShows = (column: PgColumn) =>
    isNotInformedShown
      ? sql`(${column} is null or ${column} in ${namesLike(partners, partners.name, pattern)})`
      : sql`${column} in ${namesLike(partners, partners.name, pattern)}`;
  // The ids first: a hashed look-up per row, cheaper than a like over the whole text.
  return sql`(${processes.stepId} in ${namesLike(processSteps, processSteps.alias, pattern)}
    or ${processes.companyId} in ${namesLike(companies, companies.name, pattern)}
    or ${partnerShows(processes.exporterId)}
    or ${partnerShows(processes.freightForwarderId)}
    or ${processes.reportText} like ${pattern})`;
};

/**
 * WHERE: any of the columns shows the (already normalised) term. Over every column it is
 * anyColumnShows alone; over some, that narrows the rows and each chosen column that can hold the
 * term (canColumnShow) is read.
 */
export const reportTextCondition = (keys: readonly TReportColumnKey[], normalisedTerm: string): SQL => {
  const pattern = `%${escapeLike(normalisedTerm)}%`;
  const any = anyColumnShows(normalisedTerm, pattern);
  if (isEveryReportColumn(keys)) return any;
  const matches = keys
    .filter((key) => canColumnShow(key, normalisedTerm))
    .map((key) => sql`${normalisedSql(COLUMNS[key].text)} like ${pattern}`);
  return matches.length === 0 ? sql`false` : sql`(${any} and (${sql.join(matches, sql` or `)}))`;
};
