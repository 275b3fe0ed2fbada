import {
  ATTENTION_ITEMS_LIMIT,
  ATTENTION_TITLES,
  type TAttentionItem,
  type TAttentionRule,
  type TAttentionRuleKey,
} from '@pc/contract/attention';
import {
  DUIMP_AGENCY_LABELS,
  duimpLabelOf,
  duimpVersionText,
  type TIngestDuimp,
  waitingText,
} from '@pc/contract/duimp';
import { DELAYED_ETD_DAYS } from '@pc/contract/indicators';
import { LPCO_IN_REQUIREMENT } from '../../core/duimp/current-duimp-sql.ts';
import { processReference } from '@pc/contract/process';
import { findUnreadThreads } from '../../core/messages/unread-repository.ts';
import { STORAGE_CHANGE_DAYS, STORAGE_PERIOD_DAYS } from '../../core/storage/storage-period.ts';
import type { TDatabase } from '../../db/client.ts';
import { businessDayOf } from '../../lib/business-day.ts';
import { countOf, formatBrDay, formatBrl } from '../../lib/format-br.ts';
import {
  findCashDue,
  findChannelsWithoutClearance,
  findDelayedEtds,
  findDuimpsAwaitingChannel,
  findLpcoRequirements,
  findStorageChanges,
  findUnseenQuotations,
} from './attention-repository.ts';

/** Numerários due within this many days from today ('a vencer'); the overdue ones are a rule apart. */
export const CASH_DUE_DAYS = 7;
/** Overdue: due on any day up to yesterday. */
export const CASH_OVERDUE_WINDOW = { fromDays: null, toDays: -1 } as const;
/** Due soon: today up to CASH_DUE_DAYS days from now. */
export const CASH_DUE_WINDOW = { fromDays: 0, toDays: CASH_DUE_DAYS } as const;

/** 'Numerário de R$ 1.000,00' or, before the real value is known, 'Numerário previsto de …'. */
const numerarioOf = (row: { isForecast: boolean; value: number }): string =>
  `${row.isForecast ? 'Numerário previsto' : 'Numerário'} de ${formatBrl(row.value)}`;

/**
 * 'LPCO I2600012345 (Anvisa) em exigência desde 25/11/2026, há 8 dias', or for several LPCOs
 * '2 LPCOs em exigência (MAPA, Anvisa) desde …'; without a requirement sent, no date.
 */
export const lpcoRequirementDetail = ({
  document,
  since,
  today,
}: {
  document: TIngestDuimp;
  since: string | null;
  today: string;
}): string => {
  const lpcos = document.lpcos.filter((lpco) => lpco.status === LPCO_IN_REQUIREMENT);
  const agencies = [...new Set(lpcos.map((lpco) => duimpLabelOf(DUIMP_AGENCY_LABELS, lpco.agency)))];
  const [only] = lpcos;
  const what =
    lpcos.length === 1 && only
      ? `LPCO ${only.number} (${agencies.join(', ')}) em exigência`
      : `${lpcos.length} LPCOs em exigência (${agencies.join(', ')})`;
  if (since === null) return what;
  return `${what} desde ${formatBrDay(since)}, ${waitingText(since, today)}`;
};

type TRow = {
  processId: number;
  typeOfProcess: string;
  identification: number;
  customerRef: string | null;
  companyName: string;
  total: number;
};

const toRule = <T extends TRow>(
  rule: TAttentionRuleKey,
  rows: readonly T[],
  detailOf: (row: T) => string,
): TAttentionRule => ({
  rule,
  title: ATTENTION_TITLES[rule],
  count: rows[0]?.total ?? 0,
  items: rows.map((row): TAttentionItem => ({
    processId: row.processId,
    reference: processReference(row.typeOfProcess, row.identification),
    customerRef: row.customerRef,
    companyName: row.companyName,
    detail: detailOf(row),
  })),
});

/**
 * Everything that needs the customer's action or eye in their companies, one query per rule,
 * each answering its count and its first items. Unread messages are the caller's own (collaboration).
 */
export const listAttention = async ({
  db,
  userId,
  companyIds,
  now,
}: {
  db: TDatabase;
  userId: number;
  companyIds: readonly number[];
  now: Date;
}): Promise<TAttentionRule[]> => {
  const today = businessDayOf(now);
  const options = { companyIds, today, limit: ATTENTION_ITEMS_LIMIT };
  const [delayed, overdue, cash, storage, channels, lpcos, awaitingChannel, quotations, messages] =
    await Promise.all([
      findDelayedEtds(db, { ...options, delayDays: DELAYED_ETD_DAYS }),
      findCashDue(db, { ...options, ...CASH_OVERDUE_WINDOW }),
      findCashDue(db, { ...options, ...CASH_DUE_WINDOW }),
      findStorageChanges(db, { ...options, days: STORAGE_CHANGE_DAYS, periodDays: STORAGE_PERIOD_DAYS }),
      findChannelsWithoutClearance(db, options),
      findLpcoRequirements(db, options),
      findDuimpsAwaitingChannel(db, options),
      findUnseenQuotations(db, options),
      // Concluded processes too: a question on a closed process still waits for its reader.
      findUnreadThreads(db, { userId, companyIds, limit: ATTENTION_ITEMS_LIMIT }),
    ]);
  return [
    toRule(
      'delayedEtd',
      delayed,
      (row) =>
        `ETD ${formatBrDay(row.etd ?? '')}, ${countOf(row.delayDays, 'dia', 'dias')} após o ETD inicial (${formatBrDay(row.initialEtd ?? '')})`,
    ),
    toRule('cashOverdue', overdue, (row) => {
      const late = countOf(row.daysLate, 'dia', 'dias');
      return `${numerarioOf(row)} venceu em ${formatBrDay(row.day)}, há ${late}`;
    }),
    toRule('cashDue', cash, (row) => {
      const when = row.day === today ? 'vence hoje,' : 'vence em';
      return `${numerarioOf(row)} ${when} ${formatBrDay(row.day)}`;
    }),
    toRule(
      'storageChange',
      storage,
      (row) =>
        `Armazenagem passa ao ${row.period + 1}º período em ${countOf(row.daysLeft, 'dia', 'dias')} (${formatBrDay(row.changeDay)}); presença em ${formatBrDay(row.presence ?? '')}`,
    ),
    toRule(
      'channel',
      channels,
      (row) => `Canal ${row.channel} na ${row.isDuimp ? 'DUIMP' : 'DI'}, sem desembaraço`,
    ),
    toRule('lpcoRequirement', lpcos, (row) =>
      lpcoRequirementDetail({ document: row.document, since: row.since, today }),
    ),
    toRule(
      'duimpAwaitingChannel',
      awaitingChannel,
      (row) =>
        `DUIMP ${row.number} (versão ${duimpVersionText(row.version)}) registrada em ${formatBrDay(row.registeredOn)}, ${waitingText(row.registeredOn, today)}, sem canal`,
    ),
    toRule('quotations', quotations, (row) =>
      countOf(row.quotations, 'cotação não visualizada', 'cotações não visualizadas'),
    ),
    toRule('messages', messages, (row) => countOf(row.unread, 'mensagem não lida', 'mensagens não lidas')),
  ];
};
