import { escapeLike } from '../../db/escape-like.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TReportColumnKey } from '@pc/contract/report-columns';
import { companies } from '../../db/schema/companies.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
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
const declaration = (di: PgColumn | null, duimp: PgColumn | null): SQL =>
  sql`case when ${processes.duimp} then ${duimp ?? sql`null`} else ${di ?? sql`null`} end`;

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

/** WHERE: any of the columns shows the (already normalised) term. */
export const reportTextCondition = (keys: readonly TReportColumnKey[], normalisedTerm: string): SQL => {
  const pattern = `%${escapeLike(normalisedTerm)}%`;
  const matches = keys.map((key) => sql`${normalisedSql(COLUMNS[key].text)} like ${pattern}`);
  return sql`(${sql.join(matches, sql` or `)})`;
};
