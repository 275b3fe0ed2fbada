import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ZIngestDuimp, type TIngestDuimp, type TIngestDuimpInput } from '@pc/contract/duimp';
import { searchTextOfProcess } from '../core/ingestion/process-search-text.ts';
import { updateProcessesColumns } from '../core/process-trail/process-change-repository.ts';
import type { TDbExecutor } from '../db/client.ts';
import { declarationItems } from '../db/schema/declaration-items.ts';
import { duimpVersions } from '../db/schema/duimp.ts';
import { processes } from '../db/schema/processes.ts';
import { isOpenProcess } from '../db/scope.ts';
import { brtInstant, toDayNumber, toIsoDate } from './dates.ts';
import { DEMO_USERS } from './demo-logins.ts';
import type { TRng } from './prng.ts';

/** The first demo customer's companies (Ana's): their DUIMPs show the exigência and the rectifications. */
export const SHOWCASE_COMPANY_IDS: ReadonlySet<number> = new Set(DEMO_USERS()[0]?.companyIds ?? []);
/** Agencies that license the demo's goods, as the Portal Único names them. */
const LICENSING_AGENCIES = ['MAPA', 'ANVISA', 'INMETRO'] as const;
/** The share of DUIMPs whose goods need an agency's LPCO. */
const LICENSED_SHARE = 0.35;

export const DEMO_REQUIREMENT_TEXT =
  'Apresentar o certificado fitossanitário original emitido no país de origem, com a tradução juramentada.';

type TDuimpProcess = {
  companyId: number;
  id: number;
  number: string;
  registeredOn: string;
  clearedOn: string | null;
  channel: string | null;
  isConcluded: boolean;
  ii: number;
  ipi: number;
  pis: number;
  cofins: number;
  siscomex: number;
};

const situationOf = (process: TDuimpProcess): string => {
  if (process.clearedOn) return process.isConcluded ? 'ENTREGUE' : 'DESEMBARACADA';
  if (process.channel === null) return 'AGUARDANDO_PARAMETRIZACAO';
  return process.channel === 'VERDE' ? 'EM_ANALISE_FISCAL' : 'EM_CONFERENCIA_ADUANEIRA';
};

const taxesOf = (process: TDuimpProcess): TIngestDuimpInput['taxes'] =>
  (
    [
      ['II', process.ii],
      ['IPI', process.ipi],
      ['PIS', process.pis],
      ['COFINS', process.cofins],
      ['TAXA_SISCOMEX', process.siscomex],
    ] as const
  )
    .filter(([, value]) => value > 0)
    .map(([tax, value]) => ({
      tax,
      calculated: value,
      due: value,
      suspended: 0,
      paid: value,
      status: 'RECOLHIDO',
    }));

/** The Receita Federal's result once the channel came: in analysis, then released at clearance. */
const taxAuthorityResultOf = (process: TDuimpProcess): string | null => {
  if (!process.channel) return null;
  return process.clearedOn ? 'LIBERADO' : 'EM_ANALISE';
};

/**
 * The day the channel came: 0 to 2 days after the registration, by the process's id (no draw, so
 * the rest of the demo stays as it was), never after the clearance or today.
 */
const channelDayOf = (process: TDuimpProcess, today: number): string | null => {
  if (!process.channel) return null;
  const registry = toDayNumber(process.registeredOn);
  const cleared = process.clearedOn ? toDayNumber(process.clearedOn) : today;
  return toIsoDate(Math.max(registry, Math.min(registry + (process.id % 3), cleared, today)));
};

/** What the Portal Único would show for a DUIMP the ERP read, consistent with the process's columns. */
const baseDocumentOf = (process: TDuimpProcess, rng: TRng, today: number): TIngestDuimpInput => {
  const registry = toDayNumber(process.registeredOn);
  const isLicensed = rng.chance(LICENSED_SHARE);
  const agency = rng.pick(LICENSING_AGENCIES);
  const lpcoNumber = `I${process.registeredOn.slice(2, 4)}${String(process.id).padStart(8, '0')}`;
  return {
    number: process.number,
    version: 1,
    situation: situationOf(process),
    licensingSituation: isLicensed ? 'DEFERIDO' : 'DISPENSADO',
    cargoControl: process.clearedOn
      ? process.isConcluded
        ? 'ENTREGUE'
        : 'ENTREGA_AUTORIZADA'
      : 'ARMAZENADA',
    channel: process.channel,
    channelAssignedOn: channelDayOf(process, today),
    taxAuthorityResult: taxAuthorityResultOf(process),
    agencyResults: isLicensed ? [{ agency, result: 'DEFERIDO' }] : [],
    registeredOn: process.registeredOn,
    clearedOn: process.clearedOn,
    lpcos: isLicensed
      ? [
          {
            number: lpcoNumber,
            agency,
            status: 'DEFERIDO',
            requestedOn: toIsoDate(registry - rng.int(4, 9)),
            decidedOn: toIsoDate(registry - rng.int(0, 3)),
          },
        ]
      : [],
    taxes: taxesOf(process),
  };
};

/**
 * Licensing runs before the registration: the first open DUIMP of the first demo customer still being
 * prepared (no number yet) gets its draft, version 00, with the MAPA LPCO in exigência, its requirement
 * opened two days ago and due in five. The process takes the draft's number, as the ingestion does.
 */
const seedDraftInRequirement = async ({ tx, today }: { tx: TDbExecutor; today: number }): Promise<number> => {
  const [process] = await tx
    .select()
    .from(processes)
    .where(
      and(
        inArray(processes.companyId, [...SHOWCASE_COMPANY_IDS]),
        eq(processes.duimp, true),
        isNull(processes.duimpIdentification),
        isOpenProcess,
      ),
    )
    .orderBy(asc(processes.id))
    .limit(1);
  if (!process) return 0;
  const yy = toIsoDate(today).slice(2, 4);
  const number = `${yy}BR${String(process.id).padStart(11, '0')}`;
  const lpcoNumber = `I${yy}${String(process.id).padStart(8, '0')}`;
  const document = ZIngestDuimp.parse({
    number,
    version: 0,
    situation: 'EM_ELABORACAO',
    licensingSituation: 'PENDENTE',
    agencyResults: [{ agency: 'MAPA', result: 'EM_EXIGENCIA' }],
    lpcos: [
      { number: lpcoNumber, agency: 'MAPA', status: 'EM_EXIGENCIA', requestedOn: toIsoDate(today - 8) },
    ],
    requirements: [
      {
        agency: 'MAPA',
        text: DEMO_REQUIREMENT_TEXT,
        openedOn: toIsoDate(today - 2),
        dueOn: toIsoDate(today + 5),
        lpcoNumber,
      },
    ],
  } satisfies TIngestDuimpInput);
  const at = brtInstant(today - 2, 10);
  await tx.insert(duimpVersions).values({
    companyId: process.companyId,
    processId: process.id,
    number,
    version: 0,
    situation: document.situation,
    licensingSituation: document.licensingSituation,
    channel: null,
    document,
    receivedAt: at,
    updatedAt: at,
  });
  // The trail's repository writes the process's columns, as for the ingestion (no milestone changes).
  await updateProcessesColumns(tx, {
    keys: ['duimpIdentification', 'duimpSituation', 'duimpLicensingSituation', 'searchText'],
    rows: [
      {
        companyId: process.companyId,
        processId: process.id,
        patch: {
          duimpIdentification: number,
          duimpSituation: document.situation,
          duimpLicensingSituation: document.licensingSituation,
          searchText: await searchTextOfProcess(tx, process, { duimpIdentification: number }),
        },
      },
    ],
    now: at,
  });
  return 1;
};

/** Versions 1 to 3: two rectifications after the registration, a day apart (never after today). */
const rectifiedTwice = (document: TIngestDuimpInput, today: number): TIngestDuimp[] => {
  const registry = toDayNumber(document.registeredOn ?? toIsoDate(today));
  const reasons = [
    'Peso líquido do item 1 corrigido.',
    'Inclusão do valor do frete interno no país de origem.',
  ];
  const rectifications = reasons.map((reason, index) => ({
    version: index + 2,
    date: toIsoDate(Math.min(registry + index + 1, today)),
    reason,
  }));
  return [1, 2, 3].map((version) =>
    ZIngestDuimp.parse({ ...document, version, rectifications: rectifications.slice(0, version - 1) }),
  );
};

/**
 * The last day a version states (registration, channel, clearance, an LPCO's, a requirement's or a
 * rectification's day): the day the ERP sent it, as it cannot have sent it before.
 */
const lastStatedDay = (document: TIngestDuimp): number =>
  Math.max(
    ...[
      document.registeredOn,
      document.channelAssignedOn,
      document.clearedOn,
      ...document.lpcos.flatMap((lpco) => [lpco.requestedOn, lpco.decidedOn]),
      ...document.requirements.flatMap((requirement) => [requirement.openedOn, requirement.answeredOn]),
      ...document.rectifications.map((rectification) => rectification.date),
    ]
      .filter((day) => day !== null)
      .map(toDayNumber),
  );

/** Processes read and versions written per round: the scale datasets have hundreds of thousands. */
const CHUNK = 2_000;

const findDuimpProcesses = (
  tx: TDbExecutor,
  { afterId, limit }: { afterId: number; limit: number },
): Promise<TDuimpProcess[]> => {
  const sum = (column: typeof declarationItems.ii) =>
    sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
  return tx
    .select({
      companyId: processes.companyId,
      id: processes.id,
      number: sql<string>`${processes.duimpIdentification}`,
      registeredOn: sql<string>`${processes.duimpRegistryDate}::text`,
      clearedOn: sql<string | null>`${processes.duimpResourcefulnessDate}::text`,
      channel: processes.duimpChannel,
      isConcluded: processes.isConcluded,
      ii: sum(declarationItems.ii),
      ipi: sum(declarationItems.ipi),
      pis: sum(declarationItems.pis),
      cofins: sum(declarationItems.cofins),
      siscomex: sum(declarationItems.siscomexFee),
    })
    .from(processes)
    .leftJoin(
      declarationItems,
      and(eq(declarationItems.companyId, processes.companyId), eq(declarationItems.processId, processes.id)),
    )
    .where(
      and(
        eq(processes.duimp, true),
        isNotNull(processes.duimpIdentification),
        isNotNull(processes.duimpRegistryDate),
        gt(processes.id, afterId),
      ),
    )
    .groupBy(processes.companyId, processes.id)
    .orderBy(asc(processes.id))
    .limit(limit);
};

/**
 * The DUIMP documents the broker's ERP would have sent for the demo's registered DUIMPs, one version
 * each, as stored by the ingestion (the contract's defaults applied), consistent with the process's
 * number, dates and channel. Some goods are licensed (MAPA, Anvisa or Inmetro). In the first demo
 * customer's companies, a draft has the MAPA LPCO in exigência and the first open registered DUIMP was
 * rectified twice. Written directly, as history: starting the demo tells no one of them.
 */
export const seedDuimpDocuments = async ({
  tx,
  rng,
  today,
}: {
  tx: TDbExecutor;
  rng: TRng;
  today: number;
}): Promise<number> => {
  let written = await seedDraftInRequirement({ tx, today });
  let hasRectified = false;
  for (let afterId = 0; ;) {
    const rows = await findDuimpProcesses(tx, { afterId, limit: CHUNK });
    const last = rows.at(-1);
    if (!last) break;
    afterId = last.id;
    const values: (typeof duimpVersions.$inferInsert)[] = [];
    const situations: Parameters<typeof updateProcessesColumns>[1]['rows'][number][] = [];
    for (const process of rows) {
      const base = baseDocumentOf(process, rng, today);
      const isRectified =
        !hasRectified && SHOWCASE_COMPANY_IDS.has(process.companyId) && !process.isConcluded;
      const versions = isRectified ? rectifiedTwice(base, today) : [ZIngestDuimp.parse(base)];
      if (isRectified) hasRectified = true;
      const current = versions.at(-1);
      if (current) {
        situations.push({
          companyId: process.companyId,
          processId: process.id,
          patch: { duimpSituation: current.situation, duimpLicensingSituation: current.licensingSituation },
        });
      }
      for (const document of versions) {
        const at = brtInstant(Math.min(lastStatedDay(document), today), 9 + document.version);
        values.push({
          companyId: process.companyId,
          processId: process.id,
          number: document.number,
          version: document.version,
          situation: document.situation,
          licensingSituation: document.licensingSituation,
          channel: document.channel,
          document,
          receivedAt: at,
          updatedAt: at,
        });
      }
    }
    await tx.insert(duimpVersions).values(values);
    // The process keeps its current version's situations, as the ingestion leaves them.
    await updateProcessesColumns(tx, {
      keys: ['duimpSituation', 'duimpLicensingSituation'],
      rows: situations,
      now: brtInstant(today, 9),
    });
    written += values.length;
  }
  return written;
};
