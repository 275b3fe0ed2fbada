import { and, eq, getTableColumns, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { inIdList } from '../../db/id-list.ts';
import { insertAsJson } from '../../db/insert-as-json.ts';
import type { TEntitlementColumns } from '../../db/repositories/company-repository.ts';
import { companies } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import { documents, storedFiles } from '../../db/schema/documents.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { historyItems } from '../../db/schema/history.ts';
import { installments, invoices } from '../../db/schema/invoices.ts';
import { partners, places, type TPartnerKind, type TPlaceKind } from '../../db/schema/partners.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { userCompanies, users, type TUserRole } from '../../db/schema/users.ts';

export type TCompanyRow = typeof companies.$inferSelect;

export const findCompaniesByCnpj = async (
  db: TDbExecutor,
  cnpjs: readonly string[],
): Promise<TCompanyRow[]> =>
  cnpjs.length === 0
    ? []
    : db
        .select()
        .from(companies)
        .where(inArray(companies.federalId, [...cnpjs]));

/** A company's landed-cost settings, as stored. */
export type TLandedCostColumns = { landedCostAllocation: string; taxRegime: string | null };

export const insertCompany = async (
  db: TDbExecutor,
  values: { federalId: string; name: string } & Partial<TEntitlementColumns & TLandedCostColumns>,
) => {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company not created');
  return row.id;
};

/** A company's name and the entitlements given (the absent ones keep their value). */
export const updateCompany = async (
  db: TDbExecutor,
  options: { id: number; values: { name: string } & Partial<TEntitlementColumns & TLandedCostColumns> },
) => {
  await db.update(companies).set(options.values).where(eq(companies.id, options.id));
};

/** The ids of the process steps a process may be in. */
export const findStepIds = async (db: TDbExecutor): Promise<Set<number>> =>
  new Set((await db.select({ id: processSteps.id }).from(processSteps)).map((row) => row.id));

/** ISO alpha-2 → the country code processes store (Siscomex). */
export const findCountryCodesByIso2 = async (db: TDbExecutor): Promise<Map<string, string>> =>
  new Map(
    (await db.select({ code: countries.code, iso2: countries.iso2 }).from(countries)).map((row) => [
      row.iso2,
      row.code,
    ]),
  );

/** Partners of one kind by exact name, creating the missing ones; name → id. */
export const findOrCreatePartners = async (
  db: TDbExecutor,
  kind: TPartnerKind,
  names: readonly string[],
): Promise<Map<string, number>> => {
  if (names.length === 0) return new Map();
  const unique = [...new Set(names)];
  const found = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(eq(partners.kind, kind), inArray(partners.name, unique)));
  const byName = new Map<string, number>();
  for (const row of found) if (!byName.has(row.name)) byName.set(row.name, row.id);
  const missing = unique.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    const created = await db
      .insert(partners)
      .values(missing.map((name) => ({ kind, name })))
      .returning({ id: partners.id, name: partners.name });
    for (const row of created) byName.set(row.name, row.id);
  }
  return byName;
};

/** Partner id → name, for the search text of processes whose partner did not change. */
export const findPartnerNames = async (
  db: TDbExecutor,
  ids: readonly number[],
): Promise<Map<number, string>> =>
  ids.length === 0
    ? new Map()
    : new Map(
        (
          await db
            .select({ id: partners.id, name: partners.name })
            .from(partners)
            .where(inIdList(partners.id, [...new Set(ids)]))
        ).map((row) => [row.id, row.name]),
      );

/** Invoice numbers of processes (they are part of a process's search text); process id → numbers. */
export const findInvoiceNumbers = async (
  db: TDbExecutor,
  keys: { companyIds: readonly number[]; processIds: readonly number[] },
): Promise<Map<number, string[]>> => {
  const byProcess = new Map<number, string[]>();
  if (keys.processIds.length === 0) return byProcess;
  const rows = await db
    .select({ processId: invoices.processId, number: invoices.invoiceNumber })
    .from(invoices)
    .where(
      and(
        inIdList(invoices.companyId, [...new Set(keys.companyIds)]),
        inIdList(invoices.processId, keys.processIds),
      ),
    );
  for (const row of rows) {
    const list = byProcess.get(row.processId) ?? [];
    if (row.number) list.push(row.number);
    byProcess.set(row.processId, list);
  }
  return byProcess;
};

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TInstallmentRow = typeof installments.$inferSelect;

export const findInvoiceOfProcess = async (
  db: TDbExecutor,
  key: { companyId: number; processId: number; invoiceNumber: string },
): Promise<TInvoiceRow | null> => {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, key.companyId),
        eq(invoices.processId, key.processId),
        eq(invoices.invoiceNumber, key.invoiceNumber),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
};

export const insertInvoice = async (
  db: TDbExecutor,
  values: typeof invoices.$inferInsert,
): Promise<number> => {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  if (!row) throw new Error('invoice not created');
  return row.id;
};

export const updateInvoice = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
  patch: Partial<typeof invoices.$inferInsert>,
): Promise<void> => {
  await db
    .update(invoices)
    .set(patch)
    .where(and(eq(invoices.companyId, key.companyId), eq(invoices.id, key.id)));
};

export const findInstallmentsOfInvoice = async (
  db: TDbExecutor,
  key: { companyId: number; invoiceId: number },
): Promise<TInstallmentRow[]> =>
  db
    .select()
    .from(installments)
    .where(and(eq(installments.companyId, key.companyId), eq(installments.invoiceId, key.invoiceId)));

export const insertInstallments = async (
  db: TDbExecutor,
  rows: (typeof installments.$inferInsert)[],
): Promise<void> => {
  if (rows.length > 0) await db.insert(installments).values(rows);
};

export const updateInstallment = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
  patch: Partial<typeof installments.$inferInsert>,
): Promise<void> => {
  await db
    .update(installments)
    .set(patch)
    .where(and(eq(installments.companyId, key.companyId), eq(installments.id, key.id)));
};

export const deleteInstallments = async (
  db: TDbExecutor,
  key: { companyId: number; ids: readonly number[] },
): Promise<void> => {
  if (key.ids.length === 0) return;
  await db
    .delete(installments)
    .where(and(eq(installments.companyId, key.companyId), inArray(installments.id, [...key.ids])));
};

export type TUserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: TDbExecutor, email: string): Promise<TUserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1).for('update');
  return row ?? null;
};

export const insertUser = async (
  db: TDbExecutor,
  values: { name: string; email: string; passwordHash: string; isActive: boolean; role: TUserRole },
): Promise<number> => {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
};

export const updateUser = async (
  db: TDbExecutor,
  key: { id: number },
  patch: Partial<Pick<TUserRow, 'name' | 'isActive' | 'role' | 'updatedAt'>>,
): Promise<void> => {
  await db.update(users).set(patch).where(eq(users.id, key.id));
};

export const findUserCompanyIds = async (db: TDbExecutor, userId: number): Promise<number[]> =>
  (
    await db
      .select({ companyId: userCompanies.companyId })
      .from(userCompanies)
      .where(eq(userCompanies.userId, userId))
  ).map((row) => row.companyId);

export const linkUserCompanies = async (db: TDbExecutor, userId: number, companyIds: readonly number[]) => {
  if (companyIds.length === 0) return;
  await db.insert(userCompanies).values(companyIds.map((companyId) => ({ userId, companyId })));
};

export const unlinkUserCompanies = async (db: TDbExecutor, userId: number, companyIds: readonly number[]) => {
  if (companyIds.length === 0) return;
  await db
    .delete(userCompanies)
    .where(and(eq(userCompanies.userId, userId), inArray(userCompanies.companyId, [...companyIds])));
};

export const findExchangeRates = async (
  db: TDbExecutor,
  keys: readonly { currency: string; date: string }[],
): Promise<(typeof exchangeRates.$inferSelect)[]> => {
  if (keys.length === 0) return [];
  const days = [...new Set(keys.map((key) => key.date))];
  return db.select().from(exchangeRates).where(inArray(exchangeRates.date, days)).for('update');
};

export const insertExchangeRates = async (db: TDbExecutor, rows: (typeof exchangeRates.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(exchangeRates).values(rows);
};

export const updateExchangeRate = async (
  db: TDbExecutor,
  id: number,
  patch: Partial<typeof exchangeRates.$inferInsert>,
): Promise<void> => {
  await db.update(exchangeRates).set(patch).where(eq(exchangeRates.id, id));
};

/** Moment + text of the process's history items: a resend of the same item is recognised. */
export const findHistoryKeys = async (
  db: TDbExecutor,
  key: { companyId: number; processId: number },
): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ created: historyItems.created, description: historyItems.description })
        .from(historyItems)
        .where(and(eq(historyItems.companyId, key.companyId), eq(historyItems.processId, key.processId)))
    ).map((row) => `${row.created.toISOString()}|${row.description}`),
  );

export const insertHistory = async (db: TDbExecutor, rows: (typeof historyItems.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(historyItems).values(rows);
};

export const findProcessDocument = async (
  db: TDbExecutor,
  key: { companyId: number; processId: number; documentTypeName: string; originalFilename: string },
) => {
  const [row] = await db
    .select({
      id: documents.id,
      fileId: documents.fileId,
      isCashRequest: documents.isCashRequest,
      sha256: storedFiles.sha256,
    })
    .from(documents)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.companyId, documents.companyId), eq(storedFiles.id, documents.fileId)),
    )
    .where(
      and(
        eq(documents.companyId, key.companyId),
        eq(documents.processId, key.processId),
        eq(documents.documentTypeName, key.documentTypeName),
        eq(documents.originalFilename, key.originalFilename),
      ),
    )
    .limit(1)
    .for('update', { of: documents });
  return row ?? null;
};

export const insertDocument = async (
  db: TDbExecutor,
  values: typeof documents.$inferInsert,
): Promise<number> => {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document not created');
  return row.id;
};

export const updateDocument = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
  patch: Partial<typeof documents.$inferInsert>,
): Promise<void> => {
  await db
    .update(documents)
    .set(patch)
    .where(and(eq(documents.companyId, key.companyId), eq(documents.id, key.id)));
};

export type TDeclarationItemRow = typeof declarationItems.$inferSelect;

/** The stored items of these processes' declarations, in one read. */
export const findDeclarationItemsOfProcesses = async (
  db: TDbExecutor,
  processes: readonly { companyId: number; id: number }[],
): Promise<TDeclarationItemRow[]> => {
  if (processes.length === 0) return [];
  const wanted = new Set(processes.map((process) => `${process.companyId}|${process.id}`));
  const rows = await db
    .select()
    .from(declarationItems)
    .where(
      and(
        inIdList(declarationItems.companyId, [...new Set(processes.map((process) => process.companyId))]),
        inIdList(
          declarationItems.processId,
          processes.map((process) => process.id),
        ),
      ),
    );
  return rows.filter((row) => wanted.has(`${row.companyId}|${row.processId}`));
};

/** New items as one JSON parameter (db/insert-as-json.ts): a batch of declarations is thousands of items. */
export const insertDeclarationItems = async (
  db: TDbExecutor,
  rows: (typeof declarationItems.$inferInsert)[],
): Promise<void> => {
  if (rows.length > 0) await insertAsJson({ db, table: declarationItems, rows });
};

/** The changed columns of one stored item. */
export type TDeclarationItemPatch = {
  companyId: number;
  id: number;
  patch: Partial<typeof declarationItems.$inferInsert>;
};

/**
 * Changed items, one statement per set of changed columns (`update … from json_to_recordset`):
 * a batch that changes one value in every item is one statement, not one per item.
 */
export const updateDeclarationItems = async (
  db: TDbExecutor,
  patches: readonly TDeclarationItemPatch[],
): Promise<void> => {
  const columns: Record<string, AnyColumn> = getTableColumns(declarationItems);
  const groups = new Map<string, TDeclarationItemPatch[]>();
  for (const patch of patches) {
    const keys = Object.keys(patch.patch)
      .filter((key) => Object.hasOwn(columns, key))
      .sort()
      .join(',');
    if (keys === '') continue;
    const group = groups.get(keys);
    if (group) group.push(patch);
    else groups.set(keys, [patch]);
  }
  for (const [joined, group] of groups) {
    const keyed = joined.split(',').flatMap((key) => {
      const column = columns[key];
      return column ? [{ key, column }] : [];
    });
    const records = group.map(({ companyId, id, patch }) => ({
      company_id: companyId,
      id,
      ...Object.fromEntries(
        keyed.map(({ key, column }) => {
          const value = patch[key as keyof typeof patch];
          return [column.name, value === null || value === undefined ? null : column.mapToDriverValue(value)];
        }),
      ),
    }));
    const names = keyed.map(({ column }) => sql.identifier(column.name));
    await db.execute(
      sql`update ${declarationItems} as d set ${sql.join(
        names.map((name) => sql`${name} = v.${name}`),
        sql`, `,
      )}
      from json_to_recordset(${JSON.stringify(records)}::json) as v(company_id integer, id integer, ${sql.join(
        keyed.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
        sql`, `,
      )})
      where d.company_id = v.company_id and d.id = v.id`,
    );
  }
};

/** Items no longer sent, in one statement. */
export const deleteDeclarationItems = async (
  db: TDbExecutor,
  keys: readonly { companyId: number; id: number }[],
): Promise<void> => {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from ${declarationItems} as d
      using json_to_recordset(${JSON.stringify(keys)}::json) as v("companyId" integer, "id" integer)
      where d.company_id = v."companyId" and d.id = v."id"`,
  );
};

/** Places of these kinds by alias (they are reference data: never created here); alias → id. */
export const findPlacesByAlias = async (
  db: TDbExecutor,
  kinds: readonly TPlaceKind[],
  aliases: readonly string[],
): Promise<Map<string, number>> => {
  if (aliases.length === 0) return new Map();
  const rows = await db
    .select({ id: places.id, alias: places.alias })
    .from(places)
    .where(and(inArray(places.kind, [...kinds]), inArray(places.alias, [...new Set(aliases)])));
  const byAlias = new Map<string, number>();
  for (const row of rows) if (!byAlias.has(row.alias)) byAlias.set(row.alias, row.id);
  return byAlias;
};
