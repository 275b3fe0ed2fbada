import type { FastifyBaseLogger } from 'fastify';
import {
  DUIMP_AGENCY_LABELS,
  DUIMP_CARGO_CONTROL_LABELS,
  DUIMP_CHANNEL_LABELS,
  DUIMP_LICENSING_LABELS,
  DUIMP_RESULT_LABELS,
  DUIMP_SITUATION_LABELS,
  DUIMP_TAX_LABELS,
  DUIMP_TAX_STATUS_LABELS,
  LPCO_STATUS_LABELS,
  type TIngestDuimp,
  type TIngestDuimpResponse,
} from '@pc/contract/duimp';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import {
  findDuimpVersion,
  findDuimpVersionEntries,
  findDuimpVersionsOfNumber,
  insertDuimpVersion,
  orderDuimpVersions,
  updateDuimpVersion,
  type TDuimpVersionRow,
} from '../../db/repositories/duimp-versions.ts';
import { CHANNELS, type TChannel } from '../../db/schema/processes.ts';
import type { TProcessKey } from '../analytics/analytics-types.ts';
import { readStoredDuimp } from '../duimp/stored-duimp.ts';
import { FACT_PROCESS_FIELDS } from '../analytics/refresh-process-facts.ts';
import type { TProcessInsert, TProcessRow } from '../process-trail/process-change-repository.ts';
import { writeProcessBatch } from '../process-trail/write-process-batch.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';
import { findWritableProcess } from './ingest-references.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import { searchTextOfProcess } from './process-search-text.ts';
import { changedValues } from './stored-values.ts';

/** A code of the document the glossary does not know: the field that holds it and the code as sent. */
export type TUnknownDuimpCode = { field: string; code: string };

/**
 * The codes of a document that the contract's glossary does not know (each field and code once):
 * they are stored and shown as sent, and logged so the glossary can learn them.
 */
export const findUnknownDuimpCodes = (duimp: TIngestDuimp): TUnknownDuimpCode[] => {
  const found = new Map<string, TUnknownDuimpCode>();
  const check = (field: string, labels: Readonly<Record<string, string>>, code: string | null) => {
    if (code === null || Object.hasOwn(labels, code)) return;
    found.set(`${field}\u0000${code}`, { field, code });
  };
  check('situation', DUIMP_SITUATION_LABELS, duimp.situation);
  check('licensingSituation', DUIMP_LICENSING_LABELS, duimp.licensingSituation);
  check('cargoControl', DUIMP_CARGO_CONTROL_LABELS, duimp.cargoControl);
  check('channel', DUIMP_CHANNEL_LABELS, duimp.channel);
  check('taxAuthorityResult', DUIMP_RESULT_LABELS, duimp.taxAuthorityResult);
  for (const result of duimp.agencyResults) {
    check('agencyResults.agency', DUIMP_AGENCY_LABELS, result.agency);
    check('agencyResults.result', DUIMP_RESULT_LABELS, result.result);
  }
  for (const lpco of duimp.lpcos) {
    check('lpcos.agency', DUIMP_AGENCY_LABELS, lpco.agency);
    check('lpcos.status', LPCO_STATUS_LABELS, lpco.status);
  }
  for (const requirement of duimp.requirements)
    check('requirements.agency', DUIMP_AGENCY_LABELS, requirement.agency);
  for (const tax of duimp.taxes) {
    check('taxes.tax', DUIMP_TAX_LABELS, tax.tax);
    check('taxes.status', DUIMP_TAX_STATUS_LABELS, tax.status);
  }
  return [...found.values()];
};

/** Key order aside, whether two documents hold the same values (jsonb answers its keys reordered). */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};
const isSameDocument = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const isChannel = (code: string): code is TChannel => (CHANNELS as readonly string[]).includes(code);

/**
 * The process's DUIMP columns as the current version leaves them: the flag, the number, the dates,
 * the situations (codes as sent, for the list's filters and columns), and the channel when it is one the process knows (VERDE, AMARELO, VERMELHO, CINZA; null clears it;
 * another code leaves the column as it is). The search text follows the number.
 */
const processColumnsOf = async (
  tx: TDbExecutor,
  process: TProcessRow,
  current: TIngestDuimp,
): Promise<Partial<TProcessInsert>> => {
  const columns: Partial<TProcessInsert> = {
    duimp: true,
    duimpIdentification: current.number,
    duimpRegistryDate: current.registeredOn,
    duimpResourcefulnessDate: current.clearedOn,
    duimpSituation: current.situation,
    duimpLicensingSituation: current.licensingSituation,
  };
  if (current.channel === null || isChannel(current.channel)) columns.duimpChannel = current.channel;
  if (current.number !== process.duimpIdentification) {
    columns.searchText = await searchTextOfProcess(tx, process, { duimpIdentification: current.number });
  }
  return changedValues<TProcessInsert>(process, columns);
};

const requirementKey = (requirement: TIngestDuimp['requirements'][number]) =>
  `${requirement.agency}\u0000${requirement.openedOn}\u0000${requirement.text}`;

/** The requirements of `duimp` (agency, opening day, text) that `previous` did not have, each once. */
const newRequirementsOf = (duimp: TIngestDuimp, previous: TIngestDuimp | null) => {
  const known = new Set((previous?.requirements ?? []).map(requirementKey));
  return duimp.requirements.filter((requirement) => {
    const key = requirementKey(requirement);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
};

/** The stored version a new document of the same number is compared with: the same version, else the highest. */
const previousOf = (stored: readonly TDuimpVersionRow[], version: number): TDuimpVersionRow | null =>
  stored.find((row) => row.version === version) ??
  stored.reduce<TDuimpVersionRow | null>(
    (highest, row) => (highest === null || row.version > highest.version ? row : highest),
    null,
  );

/** The outbox: duimp.updated for the version, lpco.requirement_opened for each new requirement. */
const recordDuimpEvents = async (
  tx: TDbExecutor,
  options: {
    key: TProcessKey;
    duimp: TIngestDuimp;
    result: 'created' | 'updated';
    isCurrent: boolean;
    receivedAt: Date;
    previous: TIngestDuimp | null;
    now: Date;
  },
): Promise<void> => {
  const { key, duimp, now } = options;
  await recordWebhookEvent(tx, {
    type: 'duimp.updated',
    occurredAt: now,
    data: {
      ...key,
      number: duimp.number,
      version: duimp.version,
      result: options.result,
      isCurrent: options.isCurrent,
      situation: duimp.situation,
      licensingSituation: duimp.licensingSituation,
      channel: duimp.channel,
      registeredOn: duimp.registeredOn,
      clearedOn: duimp.clearedOn,
      receivedAt: options.receivedAt.toISOString(),
    },
  });
  for (const requirement of newRequirementsOf(duimp, options.previous)) {
    await recordWebhookEvent(tx, {
      type: 'lpco.requirement_opened',
      occurredAt: now,
      data: {
        ...key,
        number: duimp.number,
        version: duimp.version,
        agency: requirement.agency,
        text: requirement.text,
        openedOn: requirement.openedOn,
        dueOn: requirement.dueOn,
        answeredOn: requirement.answeredOn,
        lpcoNumber: requirement.lpcoNumber,
      },
    });
  }
};

/** What the upsert did, and the process whose analytics facts are stale (its clearance day moved). */
export type TDuimpUpsert = { response: TIngestDuimpResponse; staleFacts: TProcessKey[] };

/**
 * One version of a process's DUIMP, by (process, number, version), in one transaction: the same
 * document again is unchanged, a changed one updated, a new version created beside the older ones.
 * The current version (the highest of the latest number) then sets the process's DUIMP columns
 * through the change trail (source INGESTION), which the notifications and process.updated read;
 * duimp.updated and each new requirement's lpco.requirement_opened go to the webhooks' outbox in
 * the same transaction. A process outside the client's companies answers 404, as a missing one does.
 * Codes the glossary does not know are stored as sent and logged (info) once the write commits.
 */
export const upsertDuimp = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  duimp: TIngestDuimp;
  now: Date;
  logger: Pick<FastifyBaseLogger, 'info'>;
}): Promise<TDuimpUpsert> => {
  const { db, caller, identification, duimp, now } = options;
  const outcome = await db.transaction(async (tx): Promise<TDuimpUpsert> => {
    const process = await findWritableProcess(tx, caller, identification);
    const key = { companyId: process.companyId, processId: process.id };
    const stored = await findDuimpVersionsOfNumber(tx, { ...key, number: duimp.number });
    const same = stored.find((row) => row.version === duimp.version) ?? null;
    const versions = stored.length + (same ? 0 : 1);
    if (same && isSameDocument(readStoredDuimp(same.document), duimp)) {
      return { response: { result: 'unchanged', version: duimp.version, versions }, staleFacts: [] };
    }
    const columns = {
      situation: duimp.situation,
      licensingSituation: duimp.licensingSituation,
      channel: duimp.channel,
      document: duimp,
      updatedAt: now,
    };
    let id: number;
    if (same) {
      await updateDuimpVersion(tx, { companyId: key.companyId, id: same.id }, columns);
      id = same.id;
    } else {
      id = await insertDuimpVersion(tx, {
        ...columns,
        ...key,
        number: duimp.number,
        version: duimp.version,
        receivedAt: now,
      });
    }

    const [current] = orderDuimpVersions(await findDuimpVersionEntries(tx, key));
    const isCurrent = current?.id === id;
    const currentDocument = isCurrent
      ? duimp
      : current && (await findDuimpVersion(tx, { companyId: key.companyId, id: current.id }))?.document;
    const patch = currentDocument ? await processColumnsOf(tx, process, currentDocument) : {};
    if (Object.keys(patch).length > 0) {
      await writeProcessBatch({
        db: tx,
        writes: [{ kind: 'update', current: process, patch }],
        source: 'INGESTION',
        author: caller.name,
        now,
        stepNames: new Map(),
      });
    }
    const result = same ? 'updated' : 'created';
    await recordDuimpEvents(tx, {
      key,
      duimp,
      result,
      isCurrent,
      receivedAt: same?.receivedAt ?? now,
      previous: previousOf(stored, duimp.version)?.document ?? null,
      now,
    });
    return {
      response: { result, version: duimp.version, versions },
      // The facts carry the current version's lead times (duimp-milestones.ts) besides the columns.
      staleFacts:
        isCurrent || Object.keys(patch).some((field) => FACT_PROCESS_FIELDS.has(field)) ? [key] : [],
    };
  });
  for (const unknown of findUnknownDuimpCodes(duimp)) {
    options.logger.info(
      { identification, number: duimp.number, version: duimp.version, ...unknown },
      'DUIMP: código do Portal Único fora do glossário, guardado como enviado',
    );
  }
  return outcome;
};
