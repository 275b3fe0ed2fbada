import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import type { TIngestDeclaration, TIngestDeclarationItem } from '@pc/contract/integration';
import { upsertDeclarations } from '../../src/core/ingestion/ingest-declaration.ts';
import { toUserCaller } from '../../src/core/ingestion/ingestion-caller.ts';
import { declarationItems } from '../../src/db/schema/declaration-items.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { insertBiFixtures } from '../helpers/bi-fixtures.ts';
import { advanceIdentitySequences } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const item = (
  itemNumber: number,
  overrides: Partial<TIngestDeclarationItem> = {},
): TIngestDeclarationItem => ({
  itemNumber,
  ncm: '84713012',
  vmle: 1000,
  vmld: 1100,
  freight: 80,
  insurance: 20,
  ii: 140,
  ipi: 0,
  pis: 23,
  cofins: 105,
  antidumping: 0,
  siscomexFee: 154.23,
  icms: 310,
  grossWeight: 12.5,
  netWeight: 11,
  originCountry: 'CN',
  ...overrides,
});

const declaration = (registryDate: string, items: TIngestDeclarationItem[]): TIngestDeclaration => ({
  registryDate,
  items,
});

/**
 * The declarations' upsert writes many processes' declarations in one batch (the spreadsheet
 * import's declarations sheet) with the very rules of the ingestion API's PUT, which is a batch of one.
 */
describe('upsertDeclarations: many declarations in one batch', () => {
  let ctx: TTestApp;
  let identifications: number[] = [];
  const caller = toUserCaller({ id: 1, name: 'Carla Mendes' });

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async (database) => {
        await insertBiFixtures(database.db);
        await advanceIdentitySequences(database.db, ['declaration_items']);
      },
    });
    const { db } = ctx.database;
    const rows = await db
      .select({ id: processes.id, identification: processes.identification })
      .from(processes)
      .orderBy(asc(processes.identification))
      .limit(3);
    identifications = rows.map((row) => row.identification);
    if (identifications.length < 3) throw new Error('the BI fixtures hold three processes');
    // Three processes without a declaration, as a new install's.
    await db.delete(declarationItems).where(
      inArray(
        declarationItems.processId,
        rows.map((row) => row.id),
      ),
    );
  });
  afterAll(() => ctx.close());

  const itemsOf = async (identification: number) => {
    const { db } = ctx.database;
    const [process] = await db
      .select({ id: processes.id })
      .from(processes)
      .where(inArray(processes.identification, [identification]));
    return db
      .select({
        itemNumber: declarationItems.itemNumber,
        vmle: declarationItems.vmle,
        registryDate: declarationItems.registryDate,
        originCountryCode: declarationItems.originCountryCode,
      })
      .from(declarationItems)
      .where(inArray(declarationItems.processId, [process?.id ?? 0]))
      .orderBy(asc(declarationItems.itemNumber));
  };

  it('creates, updates, keeps and refuses each declaration of a batch on its own', async () => {
    const [first = 0, second = 0, third = 0] = identifications;
    const { db } = ctx.database;
    const setUp = await upsertDeclarations({
      db,
      caller,
      declarations: [
        { identification: first, declaration: declaration('2026-04-20', [item(1), item(2), item(3)]) },
        { identification: second, declaration: declaration('2026-04-21', [item(1)]) },
      ],
    });
    expect(
      setUp.map((outcome) => ('response' in outcome ? outcome.response : outcome.error.message)),
    ).toEqual([
      { result: 'created', items: 3 },
      { result: 'created', items: 1 },
    ]);

    const outcomes = await upsertDeclarations({
      db,
      caller,
      declarations: [
        // Item 1 changed, item 2 kept, item 3 not sent (removed), item 4 new, on a later day.
        {
          identification: first,
          declaration: declaration('2026-05-02', [item(1, { vmle: 2000 }), item(2), item(4)]),
        },
        { identification: second, declaration: declaration('2026-04-21', [item(1)]) },
        { identification: 999_999_991, declaration: declaration('2026-04-21', [item(1)]) },
        {
          identification: third,
          declaration: declaration('2026-04-22', [item(1), item(2, { originCountry: 'QQ' })]),
        },
      ],
    });
    expect(
      outcomes.map((outcome) =>
        'response' in outcome
          ? { ...outcome.response, stalePeriod: outcome.stalePeriod }
          : outcome.error.message,
      ),
    ).toEqual([
      {
        result: 'updated',
        items: 3,
        stalePeriod: { companyIds: [expect.any(Number)], fromDay: '2026-04-20', toDay: '2026-05-02' },
      },
      { result: 'unchanged', items: 1, stalePeriod: null },
      'Processo não encontrado.',
      'originCountry: país QQ desconhecido.',
    ]);
    expect(await itemsOf(first)).toEqual([
      { itemNumber: 1, vmle: '2000.00', registryDate: '2026-05-02', originCountryCode: '160' },
      { itemNumber: 2, vmle: '1000.00', registryDate: '2026-05-02', originCountryCode: '160' },
      { itemNumber: 4, vmle: '1000.00', registryDate: '2026-05-02', originCountryCode: '160' },
    ]);
    expect(await itemsOf(second)).toHaveLength(1);
    // The refused declaration wrote nothing, the others of its batch were written.
    expect(await itemsOf(third)).toEqual([]);
  });

  it('refuses a process twice in one batch (the caller splits it)', async () => {
    const [first = 0] = identifications;
    const sent = { identification: first, declaration: declaration('2026-04-20', [item(1)]) };
    await expect(
      upsertDeclarations({ db: ctx.database.db, caller, declarations: [sent, sent] }),
    ).rejects.toThrow('a process appears twice in one batch of declarations');
  });
});
