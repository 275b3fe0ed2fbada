import type { TCashCalendarItem } from '@pc/contract/cash-calendar';
import { DELAYED_ETD_DAYS } from '@pc/contract/indicators';
import { processReference } from '@pc/contract/process';
import type { TDatabase } from '../../db/client.ts';
import { businessDayOf, shiftDay, type TDayRange } from '../../lib/business-day.ts';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import { findStepNames } from '../../core/process-trail/process-change-repository.ts';
import { describeProcessChange } from '../../core/process-trail/process-change-wording.ts';
import {
  countOpenProcessesByStep,
  findDelayedEtds,
  findUpcomingMilestones,
  findWeekChanges,
  type TDigestProcessRow,
} from './digest-repository.ts';
import {
  DIGEST_LIST_LIMIT,
  type TDigestEmailData,
  type TDigestMilestone,
  type TDigestPayment,
  type TEmailProcess,
} from './follow-up-email-data.ts';
import { processUrlOf, type TEmailFooterLinks } from '../../core/mail/follow-up-links.ts';
import { formatAmount, formatBrDateTime, formatBrDay, formatBrl } from '../../lib/format-br.ts';

/** A payment of the cash calendar, as that feature places it (passed in: features do not import each other). */
export type TDuePayment = { day: string; companyId: number; parcel: number; item: TCashCalendarItem };

/** The unpaid numerários and instalments of the cash calendar in the days of `range`, in its order. */
export type TListDuePayments = (options: {
  db: TDatabase;
  companyIds: number[];
  fromDay: string;
  toDay: string;
}) => Promise<TDuePayment[]>;

/** The week the digest looks back on (7 days ending today) and the 14 days it looks ahead to. */
const WEEK_DAYS = 7;
const NEXT_DAYS = 14;

const KIND_ORDER: Record<TDigestMilestone['kind'], number> = { ETD: 0, ETA: 1 };

const rangeLabel = ({ fromDay, toDay }: TDayRange): string =>
  `de ${formatBrDay(fromDay)} a ${formatBrDay(toDay)}`;

const paymentOf = (payment: TDuePayment, process: TEmailProcess): TDigestPayment => {
  const { item } = payment;
  switch (item.category) {
    case 'NUMERARIO':
      return {
        kind: 'Numerário',
        day: formatBrDay(payment.day),
        process,
        description: 'Numerário',
        value: formatBrl(item.value),
      };
    case 'NUMERARIO_PREVISTO':
      return {
        kind: 'Numerário',
        day: formatBrDay(payment.day),
        process,
        description: 'Numerário previsto',
        value: formatBrl(item.value),
      };
    case 'PARCELA_INVOICE': {
      const original =
        item.invoiceInstallmentValue === null || item.invoiceCurrency === null
          ? ''
          : ` · ${item.invoiceCurrency} ${formatAmount(item.invoiceInstallmentValue)}`;
      return {
        kind: 'Parcela',
        day: formatBrDay(payment.day),
        process,
        description: `Invoice ${item.invoiceNumber ?? ''} · parcela ${payment.parcel}${original}`,
        value: formatBrl(item.value),
      };
    }
  }
};

type TBuildDigestOptions = {
  db: TDatabase;
  companyIds: number[];
  recipientName: string;
  now: Date;
  publicUrl: string;
  listDuePayments: TListDuePayments;
  /** Step id → name; a run of digests reads them once (absent: read here). */
  stepNames?: ReadonlyMap<number, string>;
  /**
   * The user takes the trail's events by e-mail (the notification rules): the week's changes reached
   * them already, so the digest says so instead of listing them again.
   */
  isChangesMailed?: boolean;
};

/**
 * Everything the weekly digest of one user says, worded and formatted: open processes per step,
 * the week's trail, the next 14 days' ETDs/ETAs and payments (with their total in R$) and the
 * delayed ETDs, all within the user's companies. Long lists keep their first DIGEST_LIST_LIMIT
 * lines and count the rest.
 */
export const buildDigestData = async ({
  db,
  companyIds,
  recipientName,
  now,
  publicUrl,
  listDuePayments,
  stepNames: stepNamesGiven,
  isChangesMailed = false,
}: TBuildDigestOptions): Promise<Omit<TDigestEmailData, keyof TEmailFooterLinks>> => {
  const today = businessDayOf(now);
  const week = { fromDay: shiftDay(today, 1 - WEEK_DAYS), toDay: today };
  const next = { fromDay: today, toDay: shiftDay(today, NEXT_DAYS - 1) };
  const scope = { companyIds };
  const [companyRows, steps, changes, milestoneRows, payments, delayed, stepNames] = await Promise.all([
    findCompaniesByIds(db, companyIds),
    countOpenProcessesByStep(db, scope),
    isChangesMailed
      ? { rows: [], total: 0 }
      : findWeekChanges(db, { ...scope, ...week, limit: DIGEST_LIST_LIMIT }),
    findUpcomingMilestones(db, { ...scope, ...next }),
    listDuePayments({ db, companyIds, ...next }),
    findDelayedEtds(db, { ...scope, delayDays: DELAYED_ETD_DAYS, limit: DIGEST_LIST_LIMIT }),
    stepNamesGiven ?? findStepNames(db),
  ]);
  const companyName = new Map(companyRows.map((row) => [row.id, row.name]));
  const toProcess = (row: TDigestProcessRow): TEmailProcess => ({
    reference: processReference(row.typeOfProcess, row.identification),
    customerName: row.customerName,
    customerRef: row.customerRef,
    invoice: row.invoice,
    exporterName: row.exporterName,
    url: processUrlOf(publicUrl, row.id),
  });

  const isInNext = (day: string | null): day is string =>
    day !== null && day >= next.fromDay && day <= next.toDay;
  const milestones = milestoneRows
    .flatMap((row): (TDigestMilestone & { sortDay: string })[] => [
      ...(row.departure === null && isInNext(row.etd)
        ? [{ kind: 'ETD' as const, day: formatBrDay(row.etd), sortDay: row.etd, process: toProcess(row) }]
        : []),
      ...(row.arrival === null && isInNext(row.eta)
        ? [{ kind: 'ETA' as const, day: formatBrDay(row.eta), sortDay: row.eta, process: toProcess(row) }]
        : []),
    ])
    // By day, ETDs before ETAs, then by reference.
    .sort(
      (a, b) =>
        a.sortDay.localeCompare(b.sortDay) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.process.reference.localeCompare(b.process.reference),
    )
    .map(({ sortDay: _sortDay, ...milestone }) => milestone);

  const paymentsTotal = payments.reduce((sum, payment) => sum + payment.item.value, 0);
  const paymentLines = payments.slice(0, DIGEST_LIST_LIMIT).map((payment) =>
    paymentOf(
      payment,
      toProcess({
        companyId: payment.companyId,
        id: payment.item.id,
        typeOfProcess: payment.item.typeOfProcess,
        identification: payment.item.identification,
        customerName: companyName.get(payment.companyId) ?? '',
        customerRef: payment.item.customerReference,
        invoice: payment.item.invoiceNumber,
        exporterName: null,
      }),
    ),
  );

  return {
    recipientName,
    weekLabel: rangeLabel(week),
    nextDaysLabel: rangeLabel(next),
    companyNames: companyRows.map((row) => row.name),
    portalUrl: publicUrl,
    steps: steps.map((row) => ({ stepName: row.stepName, count: row.count })),
    changes: changes.rows.map((row) => ({
      process: toProcess(row),
      description: describeProcessChange({ ...row, stepNames }),
      changedAt: formatBrDateTime(row.changedAt),
    })),
    changesOmitted: changes.total - changes.rows.length,
    isChangesMailed,
    milestones: milestones.slice(0, DIGEST_LIST_LIMIT),
    milestonesOmitted: Math.max(0, milestones.length - DIGEST_LIST_LIMIT),
    payments: paymentLines,
    paymentsOmitted: payments.length - paymentLines.length,
    paymentsTotal: formatBrl(paymentsTotal),
    delayedEtds: delayed.rows.map((row) => ({
      process: toProcess(row),
      initialEtd: formatBrDay(row.initialEtd ?? ''),
      etd: formatBrDay(row.etd ?? ''),
      delayDays: row.delayDays,
    })),
    delayedEtdsOmitted: delayed.total - delayed.rows.length,
  };
};
