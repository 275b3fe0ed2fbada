import { and, between, eq, isNull, not, sql } from 'drizzle-orm';
import { numerarioDueDaySql, numerarioValueSql } from '../../core/payments/numerario-due.ts';
import { numerarioUnpaidSql } from '../../core/payments/numerario-paid.ts';
import { STORAGE_PERIOD_DAYS, storagePeriodSql } from '../../core/storage/storage-period.ts';
import type { TDbExecutor } from '../../db/client.ts';
import { hasPaidInvoice, installmentInvoiceJoin } from '../../db/repositories/installments.ts';
import { hasPendingReport } from '../../db/repositories/payment-reports.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { processes } from '../../db/schema/processes.ts';
import { isOpenProcess, notCancelled } from '../../db/scope.ts';

type TDayRange = { fromDay: string; toDay: string };

/** Unpaid numerários of open processes whose day (the calendar's rule) falls in the range. */
export const findNumerariosDue = (db: TDbExecutor, { fromDay, toDay }: TDayRange) =>
  db
    .select({
      companyId: processes.companyId,
      processId: processes.id,
      day: sql<string>`${numerarioDueDaySql}::text`,
    })
    .from(processes)
    .where(
      and(
        isOpenProcess,
        numerarioUnpaidSql,
        // Informed by the customer and awaiting the broker: not news that it falls due.
        not(
          hasPendingReport(db, {
            companyId: processes.companyId,
            processId: processes.id,
            target: 'NUMERARIO',
          }),
        ),
        sql`${numerarioValueSql} is not null`,
        sql`${numerarioDueDaySql} between ${fromDay}::date and ${toDay}::date`,
      ),
    );

/** Unpaid instalments (no settled invoice of the process, no payment of their own) due in the range. */
export const findInstallmentsDue = (db: TDbExecutor, { fromDay, toDay }: TDayRange) =>
  db
    .select({
      companyId: installments.companyId,
      processId: processes.id,
      installmentId: installments.id,
      parcel: installments.parcel,
      invoiceNumber: invoices.invoiceNumber,
      day: installments.dueDate,
    })
    .from(installments)
    .innerJoin(invoices, installmentInvoiceJoin)
    .innerJoin(
      processes,
      and(eq(processes.companyId, invoices.companyId), eq(processes.id, invoices.processId)),
    )
    .where(
      and(
        between(installments.dueDate, fromDay, toDay),
        isNull(installments.paidOn),
        notCancelled,
        not(hasPaidInvoice(db, { companyId: processes.companyId, processId: processes.id })),
        not(
          hasPendingReport(db, {
            companyId: installments.companyId,
            processId: processes.id,
            target: 'PARCELA_INVOICE',
            invoiceId: installments.invoiceId,
            parcel: installments.parcel,
          }),
        ),
      ),
    );

/** Stored cargo of open processes whose storage period changes within `days` days of `today`. */
export const findStorageChangesDue = (db: TDbExecutor, { today, days }: { today: string; days: number }) => {
  const storage = storagePeriodSql({ today: sql`${today}::date`, periodDays: STORAGE_PERIOD_DAYS });
  return db
    .select({
      companyId: processes.companyId,
      processId: processes.id,
      period: sql<number>`${storage.period}::int`.mapWith(Number),
      changeDay: storage.changeDay,
      daysLeft: sql<number>`${storage.daysLeft}::int`.mapWith(Number),
    })
    .from(processes)
    .where(and(isOpenProcess, storage.isStored, sql`${storage.daysLeft} <= ${days}::int`));
};
