import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectLean } from '../../src/db/lean-rows.ts';
import { canUseCursors, yieldFromLeanCursors } from '../../src/db/lean-cursor.ts';
import {
  buildCalendarInstallmentsQuery,
  buildCalendarInvoicesQuery,
  buildCashCandidatesByDayQuery,
  buildCashCandidatesQuery,
  buildCashRequestDocumentsQuery,
  buildDueInstallmentsByDayQuery,
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

  it('reads the same rows through cursors, a few at a time, as Drizzle does at once (PostgreSQL)', async () => {
    const { db } = ctx.database;
    const queries = [
      buildCashCandidatesByDayQuery(db, YEAR),
      buildDueInstallmentsByDayQuery(db, YEAR),
    ] as const;
    const readAll = () =>
      yieldFromLeanCursors(db, queries, 3, async function* ([candidates, installments]) {
        for (const cursor of [candidates, installments]) {
          const rows: unknown[] = [];
          for (let batch = await cursor.read(); batch.length > 0; batch = await cursor.read()) {
            expect(batch.length).toBeLessThanOrEqual(3);
            rows.push(...batch);
          }
          yield rows;
        }
      });
    if (!canUseCursors(db)) {
      // The embedded PGlite has one connection: the export reads it a quarter at a time instead.
      await expect(readAll().next()).rejects.toThrow('Cursores exigem PostgreSQL');
      return;
    }
    const read: unknown[][] = [];
    for await (const rows of readAll()) read.push(rows);
    const expected = [
      await buildCashCandidatesByDayQuery(db, YEAR),
      await buildDueInstallmentsByDayQuery(db, YEAR),
    ];
    expect(expected.every((rows) => rows.length > 3)).toBe(true);
    expect(read).toStrictEqual(expected);
  });
});
