import {
  INGEST_PROCESS_DAY_FIELDS,
  INGEST_PROCESS_FLAG_FIELDS,
  INGEST_PROCESS_MONEY_FIELDS,
  INGEST_PROCESS_TEXT_FIELDS,
  type TIngestLineResult,
  type TIngestProcess,
  ZIngestProcess,
} from '@pc/contract/integration';
import { deriveIsConcluded, PROCESS_STEP } from '@pc/contract/process';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { buildProcessSearchText } from '../../db/search-text.ts';
import type { TProcessKey } from '../analytics/analytics-types.ts';
import { FACT_PROCESS_FIELDS } from '../analytics/refresh-process-facts.ts';
import { canWriteCompany } from '../auth/service-client.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import { findStepNames, lockProcessesByIdentification } from '../process-trail/process-change-repository.ts';
import type { TProcessInsert, TProcessRow } from '../process-trail/process-change-repository.ts';
import { writeProcessBatch, type TProcessWrite } from '../process-trail/write-process-batch.ts';
import { confirmReportsPaidByIngestion } from './confirm-paid-reports.ts';
import { changedValues, toDecimal } from './stored-values.ts';
import {
  findCompaniesByCnpj,
  findCountryCodesByIso2,
  findInvoiceNumbers,
  findOrCreatePartners,
  findPartnerNames,
  findPlacesByAlias,
  findStepIds,
} from './integration-repository.ts';

/** Lines written in one transaction. */
export const INGEST_BATCH_SIZE = 500;

/** What a request loads once: valid steps and their names, and the country codes. */
export type TIngestContext = {
  db: TDatabase;
  caller: TIngestionCaller;
  now: Date;
  /** Processes written with a change to a column the analytics facts carry (refreshed after). */
  staleFacts: TProcessKey[];
  /** Companies whose name or landed-cost settings changed: every fact of theirs is refreshed after. */
  staleCompanies: number[];
  stepIds: Set<number>;
  stepNames: Map<number, string>;
  countryCodes: Map<string, string>;
};

export const loadIngestContext = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  now: Date;
}): Promise<TIngestContext> => ({
  ...options,
  staleFacts: [],
  staleCompanies: [],
  stepIds: await findStepIds(options.db),
  stepNames: await findStepNames(options.db),
  countryCodes: await findCountryCodesByIso2(options.db),
});

/** A line as read: its number and either the parsed process or why it cannot be one. */
export type TParsedLine =
  { line: number; process: TIngestProcess } | { line: number; identification: number | null; reason: string };

const identificationOf = (value: unknown): number | null => {
  const candidate = (value as { identification?: unknown } | null)?.identification;
  return typeof candidate === 'number' && Number.isInteger(candidate) ? candidate : null;
};

/** The contract keeps the sent text (its JSON Schema must stay plain): digits-only CNPJ, '' as null. */
const normalizeProcess = (process: TIngestProcess): TIngestProcess => {
  const normalized: Record<string, unknown> = { ...process };
  for (const field of [
    ...INGEST_PROCESS_TEXT_FIELDS,
    ...PARTNER_REFERENCES.map((reference) => reference.field),
    ...PLACE_REFERENCES.map((reference) => reference.field),
  ]) {
    if (normalized[field] === '') normalized[field] = null;
  }
  if (process.companyCnpj) normalized['companyCnpj'] = process.companyCnpj.replace(/\D/g, '');
  if (process.containerNumbers) {
    normalized['containerNumbers'] = process.containerNumbers.map((container) =>
      container.replace(/[\s-]/g, '').toUpperCase(),
    );
  }
  return normalized as TIngestProcess;
};

/** Parses and validates one NDJSON line (or one JSON body); the reasons are the contract's pt-BR messages. */
export const parseProcessLine = (line: number, value: unknown): TParsedLine => {
  const result = ZIngestProcess.safeParse(value);
  if (result.success) return { line, process: normalizeProcess(result.data) };
  const reason = [...new Set(result.error.issues.map((issue) => issue.message))].join(' ');
  return { line, identification: identificationOf(value), reason };
};

export const parseNdjsonLine = (line: number, text: string): TParsedLine | null => {
  if (text.trim() === '') return null;
  try {
    return parseProcessLine(line, JSON.parse(text));
  } catch {
    return { line, identification: null, reason: 'A linha não é um JSON válido.' };
  }
};

/** A line's process outside the client's companies: the single upsert answers it with 404. */
export const PROCESS_NOT_FOUND_REASON = 'Processo não encontrado.';

const rejected = (line: number, identification: number | null, reason: string): TIngestLineResult => ({
  line,
  identification,
  result: 'rejected',
  reason,
});

const toMoney = (value: number | null | undefined) => toDecimal(value, 2);

/** yyyy-MM-dd is the opening day at midnight in São Paulo; anything else is an ISO instant. */
const toInstant = (value: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00-03:00`) : new Date(value);

/** The columns a line sets (undefined: not sent, keep the current value). */
const toColumns = (
  process: TIngestProcess,
  refs: Record<string, number | string | null | undefined>,
): Partial<TProcessInsert> => {
  // Only what was sent is set: a record of every field, filtered after, cost more than the
  // database's part of an unchanged line.
  const columns: Record<string, unknown> = {};
  const set = (column: string, value: unknown) => {
    if (value !== undefined) columns[column] = value;
  };
  set('typeOfProcess', process.typeOfProcess);
  set('status', process.status);
  set('stepId', process.stepId);
  set('created', process.created === undefined ? undefined : toInstant(process.created));
  set('cifValueCurrency', process.cifValueCurrency);
  set('wayOfTransport', process.wayOfTransport);
  set('typeOfBoarding', process.typeOfBoarding);
  set('storagePeriod', process.storagePeriod);
  // Deduplicated in the order sent: a list, not a set, for the detail's sake.
  set('containerNumbers', process.containerNumbers && [...new Set(process.containerNumbers)]);
  set('diChannel', process.diChannel);
  set('duimpChannel', process.duimpChannel);
  set('isConcluded', process.isConcluded);
  for (const [column, value] of Object.entries(refs)) set(column, value);
  for (const field of INGEST_PROCESS_DAY_FIELDS) set(DAY_COLUMN[field] ?? field, process[field]);
  for (const field of INGEST_PROCESS_TEXT_FIELDS) set(field, process[field]);
  for (const field of INGEST_PROCESS_MONEY_FIELDS) set(field, toMoney(process[field]));
  for (const field of INGEST_PROCESS_FLAG_FIELDS) set(field, process[field]);
  return columns as Partial<TProcessInsert>;
};

/**
 * `isConcluded` as the line leaves it. Sent, it is kept whatever the step. Not sent, it is derived
 * by the product's rule (deriveIsConcluded: cancelled, or Encerramento with the broker's closing
 * date) when the line creates the process or sends its step or closing date, from those values
 * merged over the stored ones; a line that touches neither keeps the stored value. `concludedAt`
 * follows a change: the closing day (noon in São Paulo, never after now) when the closing date is
 * what concludes it, so a history loaded later still counts as closed on its day; else now.
 */
const setConclusion = ({
  columns,
  current,
  now,
}: {
  columns: Partial<TProcessInsert>;
  current: TProcessRow | undefined;
  now: Date;
}): void => {
  const stepId = columns.stepId ?? current?.stepId;
  const closingDay =
    columns.billingCustomBrokerFinishDate === undefined
      ? current?.billingCustomBrokerFinishDate
      : columns.billingCustomBrokerFinishDate;
  const isRuleInputSent = columns.stepId !== undefined || columns.billingCustomBrokerFinishDate !== undefined;
  if (columns.isConcluded === undefined && stepId !== undefined && (isRuleInputSent || !current)) {
    columns.isConcluded = deriveIsConcluded({ stepId, billingCustomBrokerFinishDate: closingDay });
  }
  if (columns.isConcluded === undefined || columns.isConcluded === (current?.isConcluded ?? false)) return;
  if (!columns.isConcluded) {
    columns.concludedAt = null;
    return;
  }
  const closedAt = closingDay ? new Date(`${closingDay}T12:00:00-03:00`) : null;
  const isClosedByDate = stepId === PROCESS_STEP.ENCERRAMENTO && closedAt !== null && closedAt < now;
  columns.concludedAt = isClosedByDate ? closedAt : now;
};

const changedColumns = (current: TProcessRow, columns: Partial<TProcessInsert>): Partial<TProcessInsert> =>
  changedValues<TProcessInsert>(current, columns);

/** The spec's date names whose column is spelt otherwise (the rest are the same). */
const DAY_COLUMN: Partial<Record<(typeof INGEST_PROCESS_DAY_FIELDS)[number], keyof TProcessInsert>> = {
  billingNFsEmissionDate: 'billingNfsEmissionDate',
  datesInspectionMAPADate: 'datesInspectionMapaDate',
  datesReleaseMAPADate: 'datesReleaseMapaDate',
  datesETD: 'datesEtd',
  initialDatesETD: 'initialDatesEtd',
  datesETA: 'datesEta',
};

/** The partners a process names, by field: the partner kind and the process column. */
const PARTNER_REFERENCES = [
  { field: 'exporterName', kind: 'EXPORTER', column: 'exporterId' },
  { field: 'manufacturerName', kind: 'MANUFACTURER', column: 'manufacturerId' },
  { field: 'shipownerName', kind: 'SHIPOWNER', column: 'shipownerId' },
  { field: 'freightForwarderName', kind: 'FREIGHT_FORWARDER', column: 'freightForwarderId' },
  { field: 'conveyorName', kind: 'CARRIER', column: 'conveyorId' },
  { field: 'generalWarehouseName', kind: 'WAREHOUSE', column: 'generalWarehouseId' },
  { field: 'customBrokerName', kind: 'CUSTOMS_BROKER', column: 'customBrokerId' },
] as const;

/** The places a process names by alias: the kinds searched and the process column. */
const PLACE_REFERENCES = [
  {
    field: 'destinationPortAlias',
    kinds: ['SEAPORT', 'AIRPORT', 'BORDER'],
    column: 'destinationPortId',
    label: 'Porto de destino',
  },
  {
    field: 'customsEnclosureAlias',
    kinds: ['CUSTOMS_ENCLOSURE'],
    column: 'customsEnclosureId',
    label: 'Recinto alfandegado',
  },
] as const;

/** undefined: not sent (keep); null: cleared; else the id the name resolved to. */
const refOf = <T>(sent: string | null | undefined, ids: ReadonlyMap<string, T>): T | null | undefined =>
  sent === undefined ? undefined : sent === null ? null : ids.get(sent);

const REQUIRED_ON_CREATE = ['companyCnpj', 'typeOfProcess', 'status', 'stepId', 'created'] as const;

type TPlanned = { line: number; identification: number; write: TProcessWrite | null; id?: number };

/**
 * Decides each valid line of a batch against the locked current rows: a creation, the changed
 * columns of an update, nothing (unchanged), or a rejection with its pt-BR reason.
 */
const planBatch = async (
  context: TIngestContext,
  tx: TDbExecutor,
  lines: readonly { line: number; process: TIngestProcess }[],
): Promise<{ planned: TPlanned[]; rejections: TIngestLineResult[] }> => {
  const { caller, stepIds, countryCodes, now } = context;
  const currentRows = await lockProcessesByIdentification(
    tx,
    lines.map(({ process }) => process.identification),
  );
  const currentByIdentification = new Map(currentRows.map((row) => [row.identification, row]));
  const cnpjs = [
    ...new Set(lines.flatMap(({ process }) => (process.companyCnpj ? [process.companyCnpj] : []))),
  ];
  const companyByCnpj = new Map((await findCompaniesByCnpj(tx, cnpjs)).map((row) => [row.federalId, row]));
  const namesOf = (pick: (process: TIngestProcess) => string | null | undefined) =>
    lines.flatMap(({ process }) => {
      const name = pick(process);
      return name ? [name] : [];
    });
  const partnerIds = new Map<string, Map<string, number>>();
  for (const { field, kind } of PARTNER_REFERENCES) {
    partnerIds.set(
      field,
      await findOrCreatePartners(
        tx,
        kind,
        namesOf((process) => process[field]),
      ),
    );
  }
  const placeIds = new Map<string, Map<string, number>>();
  for (const { field, kinds } of PLACE_REFERENCES) {
    placeIds.set(
      field,
      await findPlacesByAlias(
        tx,
        kinds,
        namesOf((process) => process[field]),
      ),
    );
  }
  const partnerNames = await findPartnerNames(
    tx,
    currentRows
      .flatMap((row) => [row.exporterId, row.manufacturerId])
      .filter((id): id is number => id !== null),
  );
  const invoiceNumbers = await findInvoiceNumbers(tx, {
    companyIds: currentRows.map((row) => row.companyId),
    processIds: currentRows.map((row) => row.id),
  });

  const planned: TPlanned[] = [];
  const rejections: TIngestLineResult[] = [];
  for (const { line, process } of lines) {
    const { identification } = process;
    const reject = (reason: string) => rejections.push(rejected(line, identification, reason));
    const current = currentByIdentification.get(identification);
    // A process or company outside a limited client's list answers as if it did not exist (the
    // scope rule, 404 everywhere else): never that it belongs to someone else.
    if (current && !canWriteCompany(caller, current.companyId)) {
      reject(PROCESS_NOT_FOUND_REASON);
      continue;
    }
    const found = process.companyCnpj ? companyByCnpj.get(process.companyCnpj) : undefined;
    const company = found?.isCustomer && canWriteCompany(caller, found.id) ? found : undefined;
    if (process.companyCnpj && !company) {
      reject(
        `Empresa de CNPJ ${process.companyCnpj} não encontrada: cadastre-a antes em PUT /api/integration/companies/{cnpj}.`,
      );
      continue;
    }
    if (current && company && company.id !== current.companyId) {
      reject(`O processo ${identification} pertence a outra empresa e não pode ser movido.`);
      continue;
    }
    // Both checked above: the current row's company or the line's, each one the client writes.
    const companyId = current?.companyId ?? company?.id;
    if (process.stepId !== undefined && !stepIds.has(process.stepId)) {
      reject(`Etapa ${process.stepId} não existe.`);
      continue;
    }
    const originCountryCode =
      process.originCountry === undefined || process.originCountry === null
        ? process.originCountry
        : countryCodes.get(process.originCountry);
    if (originCountryCode === undefined && process.originCountry) {
      reject(`País ${process.originCountry} desconhecido.`);
      continue;
    }
    const missingPlace = PLACE_REFERENCES.find(
      ({ field }) => process[field] && refOf(process[field], placeIds.get(field) ?? new Map()) === undefined,
    );
    if (missingPlace) {
      reject(`${missingPlace.label} ${process[missingPlace.field]} não cadastrado.`);
      continue;
    }
    const refs: Record<string, number | string | null | undefined> = { originCountryCode };
    for (const { field, column } of PARTNER_REFERENCES)
      refs[column] = refOf(process[field], partnerIds.get(field) ?? new Map());
    for (const { field, column } of PLACE_REFERENCES)
      refs[column] = refOf(process[field], placeIds.get(field) ?? new Map());
    const columns = toColumns(process, refs);
    setConclusion({ columns, current, now });

    if (!current) {
      const missing = REQUIRED_ON_CREATE.filter((field) => process[field] === undefined);
      if (missing.length > 0 || companyId === undefined) {
        reject(`Para criar o processo informe também: ${missing.join(', ')}.`);
        continue;
      }
      const values = { ...columns, companyId, identification, updatedAt: now } as TProcessInsert;
      values.searchText = buildProcessSearchText({
        ...values,
        exporterName: process.exporterName,
        manufacturerName: process.manufacturerName,
      });
      planned.push({ line, identification, write: { kind: 'create', values } });
      continue;
    }

    const patch = changedColumns(current, columns);
    const next = { ...current, ...patch };
    const nameOf = (sent: string | null | undefined, currentId: number | null) =>
      sent !== undefined ? sent : currentId === null ? null : (partnerNames.get(currentId) ?? null);
    const searchText = buildProcessSearchText({
      ...next,
      exporterName: nameOf(process.exporterName, current.exporterId),
      manufacturerName: nameOf(process.manufacturerName, current.manufacturerId),
      invoiceNumbers: invoiceNumbers.get(current.id) ?? [],
    });
    if (searchText !== current.searchText) patch.searchText = searchText;
    const isUnchanged = Object.keys(patch).length === 0;
    planned.push({
      line,
      identification,
      id: current.id,
      write: isUnchanged ? null : { kind: 'update', current, patch },
    });
  }
  return { planned, rejections };
};

const writeBatch = async (
  context: TIngestContext,
  lines: readonly { line: number; process: TIngestProcess }[],
): Promise<TIngestLineResult[]> =>
  context.db.transaction(async (tx) => {
    const { planned, rejections } = await planBatch(context, tx, lines);
    const writes = planned.flatMap((item) => (item.write ? [item.write] : []));
    const staleFacts = writes.flatMap((write) =>
      write.kind === 'update' && Object.keys(write.patch).some((field) => FACT_PROCESS_FIELDS.has(field))
        ? [{ companyId: write.current.companyId, processId: write.current.id }]
        : [],
    );
    const ids = await writeProcessBatch({
      db: tx,
      writes,
      source: 'INGESTION',
      author: context.caller.name,
      now: context.now,
      stepNames: context.stepNames,
    });
    // Confirm-by-ERP rule: a numerário the ERP marks paid confirms what its customer had reported.
    await confirmReportsPaidByIngestion(tx, {
      target: 'NUMERARIO',
      processKeys: writes.flatMap((write) =>
        write.kind === 'update' && write.patch.cashRequestDone === true && !write.current.cashRequestDone
          ? [{ companyId: write.current.companyId, processId: write.current.id }]
          : [],
      ),
      caller: context.caller,
      now: context.now,
    });
    let written = 0;
    const results: TIngestLineResult[] = planned.map((item) => {
      if (!item.write)
        return {
          line: item.line,
          identification: item.identification,
          result: 'unchanged',
          id: item.id ?? 0,
        };
      const id = ids[written] ?? 0;
      written += 1;
      return {
        line: item.line,
        identification: item.identification,
        result: item.write.kind === 'create' ? 'created' : 'updated',
        id,
      };
    });
    // Only once the transaction is sure to commit: a retried batch must not count twice.
    context.staleFacts.push(...staleFacts);
    return [...results, ...rejections];
  });

/**
 * Writes a batch of parsed lines: all valid lines in one transaction; if the database refuses
 * it (a value outside a constraint the contract cannot see), each line is retried alone so one
 * bad line is rejected and the others are written. No line is ever half written.
 */
export const ingestBatch = async (
  context: TIngestContext,
  parsed: readonly TParsedLine[],
): Promise<TIngestLineResult[]> => {
  const invalid = parsed.flatMap((item) =>
    'reason' in item ? [rejected(item.line, item.identification, item.reason)] : [],
  );
  const valid = parsed.flatMap((item) => ('process' in item ? [item] : []));
  let results: TIngestLineResult[];
  try {
    results = await writeBatch(context, valid);
  } catch {
    results = [];
    for (const item of valid) {
      try {
        results.push(...(await writeBatch(context, [item])));
      } catch {
        results.push(
          rejected(
            item.line,
            item.process.identification,
            'O banco de dados recusou esta linha: confira os valores e as datas.',
          ),
        );
      }
    }
  }
  return [...invalid, ...results].sort((a, b) => a.line - b.line);
};

/**
 * Reads NDJSON lines and writes them a batch at a time, yielding each batch's results as soon as
 * it is written. A process repeated inside a batch starts a new batch, so the later line sees the
 * earlier one written.
 */
export async function* ingestProcessLines(
  context: TIngestContext,
  lines: AsyncIterable<string>,
): AsyncGenerator<TIngestLineResult[]> {
  let batch: TParsedLine[] = [];
  const inBatch = new Set<number>();
  let lineNumber = 0;
  for await (const text of lines) {
    lineNumber += 1;
    const parsed = parseNdjsonLine(lineNumber, text);
    if (!parsed) continue;
    const identification = 'process' in parsed ? parsed.process.identification : null;
    if (batch.length >= INGEST_BATCH_SIZE || (identification !== null && inBatch.has(identification))) {
      yield await ingestBatch(context, batch);
      batch = [];
      inBatch.clear();
    }
    batch.push(parsed);
    if (identification !== null) inBatch.add(identification);
  }
  if (batch.length > 0) yield await ingestBatch(context, batch);
}
