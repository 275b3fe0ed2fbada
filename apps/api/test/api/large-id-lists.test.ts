import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocumentLogs } from '../../src/db/repositories/document-logs.ts';
import {
  findCalendarInstallments,
  findCalendarInvoices,
  findCashRequestDocuments,
} from '../../src/features/calendars/calendar-repository.ts';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * A large company's calendar month names tens of thousands of processes. Every list of ids goes
 * as one bind parameter: PostgreSQL allows 65,535 per statement, and 45,411 already failed.
 */
describe('lists of ids larger than the protocol allows parameters', () => {
  let database: TDatabaseHandle;
  const ids = Array.from({ length: 70_000 }, (_, index) => index + 1);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('the calendar reads take 70,000 process, invoice and document ids', async () => {
    const { db } = database;
    expect(await findCashRequestDocuments(db, { companyIds: [3], processIds: ids })).toEqual([]);
    expect(await findCalendarInvoices(db, { companyIds: [3], processIds: ids })).toEqual([]);
    expect(await findCalendarInstallments(db, { companyIds: [3], invoiceIds: ids })).toEqual([]);
    expect(await findDocumentLogs(db, { companyId: 3, documentIds: ids })).toEqual([]);
  });
});
