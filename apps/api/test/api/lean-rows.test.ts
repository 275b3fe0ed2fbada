import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectLean } from '../../src/db/lean-rows.ts';
import {
  buildCalendarInstallmentsQuery,
  buildCalendarInvoicesQuery,
  buildCashCandidatesQuery,
  buildCashRequestDocumentsQuery,
  buildDueInstallmentsQuery,
  buildOperationalProcessesQuery,
} from '../../src/features/calendars/calendar-repository.ts';
import { CAL_ANA_COMPANIES, createCalendarTestApp } from '../helpers/calendar-test-app.ts';
import type { TTestApp } from '../helpers/test-app.ts';

const YEAR = { companyIds: CAL_ANA_COMPANIES, fromDay: '2026-01-01', toDay: '2026-12-31' };

/** The lean mapper must give exactly Drizzle's rows: same keys, same decoded values and types. */
describe('selectLean against Drizzle’s own row mapping (calendar reads)', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ({ ctx } = await createCalendarTestApp());
  });
  afterAll(() => ctx.close());

  it('maps every calendar list query as Drizzle does, nulls, numerics, dates and mapWith included', async () => {
    const { db } = ctx.database;
    const operational = await buildOperationalProcessesQuery(db, YEAR);
    const processIds = operational.map((row) => row.id);
    const invoices = await buildCalendarInvoicesQuery(db, { companyIds: YEAR.companyIds, processIds });
    const invoiceIds = invoices.map((row) => row.id);
    const queries = [
      () => buildCashCandidatesQuery(db, YEAR),
      () => buildDueInstallmentsQuery(db, YEAR),
      () => buildOperationalProcessesQuery(db, YEAR),
      () => buildCashRequestDocumentsQuery(db, { companyIds: YEAR.companyIds, processIds }),
      () => buildCalendarInvoicesQuery(db, { companyIds: YEAR.companyIds, processIds }),
      () => buildCalendarInstallmentsQuery(db, { companyIds: YEAR.companyIds, invoiceIds }),
    ];
    for (const query of queries) {
      const expected: unknown[] = await query();
      expect(expected.length).toBeGreaterThan(0);
      expect(await selectLean(query())).toStrictEqual(expected);
    }
  });

  it('keeps the null of a left join and the booleans of mapWith', async () => {
    const { db } = ctx.database;
    const lean = await selectLean(buildOperationalProcessesQuery(db, YEAR));
    expect(lean.some((row) => row.manufacturerName === null)).toBe(true);
    const installments = await selectLean(buildDueInstallmentsQuery(db, YEAR));
    expect(new Set(installments.map((row) => typeof row.isInvoicePaid))).toEqual(new Set(['boolean']));
  });
});
