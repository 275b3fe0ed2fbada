import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

describe('the change trail of a process', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;
  const clock = createClock(new Date('2026-03-02T12:00:00Z'));

  const trailOf = (processId: number) =>
    ctx.database.db
      .select()
      .from(processChanges)
      .where(and(eq(processChanges.companyId, COMPANY_A), eq(processChanges.processId, processId)))
      .orderBy(processChanges.id);

  const historyOf = async (processId: number): Promise<{ description: string; createdBy: string }[]> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${processId}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.history;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertProcessFixtures(database.db), now: clock.now });
    headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
  });
  afterAll(() => ctx.close());

  it('records each changed milestone, updates the process and shows it in the history in pt-BR', async () => {
    const now = new Date('2026-03-02T13:00:00Z');
    const recorded = await changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_A,
      processId: P.di,
      patch: { datesEta: '2026-03-14', stepId: 3, datesArrivalDate: null },
      source: 'INGESTION',
      author: 'ERP Despachante',
      now,
    });
    // Arrival was already empty: only the ETA and the step changed.
    expect(recorded?.map((change) => change.description)).toEqual([
      'ETA alterado de 10/03/2026 para 14/03/2026',
      'Etapa alterada de Trânsito para Desembaraço',
    ]);
    const [row] = await ctx.database.db
      .select({ eta: processes.datesEta, stepId: processes.stepId, updatedAt: processes.updatedAt })
      .from(processes)
      .where(and(eq(processes.companyId, COMPANY_A), eq(processes.id, P.di)));
    expect(row).toEqual({ eta: '2026-03-14', stepId: 3, updatedAt: now });

    const trail = await trailOf(P.di);
    expect(
      trail.map(({ field, oldValue, newValue, source, author, changedAt }) => ({
        field,
        oldValue,
        newValue,
        source,
        author,
        changedAt,
      })),
    ).toEqual([
      {
        field: 'datesEta',
        oldValue: '2026-03-10',
        newValue: '2026-03-14',
        source: 'INGESTION',
        author: 'ERP Despachante',
        changedAt: now,
      },
      {
        field: 'stepId',
        oldValue: '2',
        newValue: '3',
        source: 'INGESTION',
        author: 'ERP Despachante',
        changedAt: now,
      },
    ]);

    const history = await historyOf(P.di);
    expect(history.map((item) => item.description)).toEqual(
      expect.arrayContaining([
        'ETA alterado de 10/03/2026 para 14/03/2026',
        'Etapa alterada de Trânsito para Desembaraço',
      ]),
    );
    expect(history.find((item) => item.description.startsWith('ETA'))?.createdBy).toBe('ERP Despachante');
  });

  it('records nothing when the values are the ones already stored', async () => {
    const before = (await trailOf(P.di)).length;
    const recorded = await changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_A,
      processId: P.di,
      patch: { datesEta: '2026-03-14', stepId: 3 },
      source: 'INGESTION',
      author: 'ERP Despachante',
      now: new Date('2026-03-02T14:00:00Z'),
    });
    expect(recorded).toEqual([]);
    expect(await trailOf(P.di)).toHaveLength(before);
  });

  it('words a date set, a date removed and a channel with the right agreement', async () => {
    const recorded = await changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_A,
      processId: P.di,
      patch: { datesArrivalDate: '2026-03-15', datesEta: null, diChannel: 'VERMELHO' },
      source: 'USER',
      author: 'Ana Souza',
      now: new Date('2026-03-02T15:00:00Z'),
    });
    expect(recorded?.map((change) => change.description).sort()).toEqual(
      [
        'Chegada informada: 15/03/2026',
        'ETA removido (era 14/03/2026)',
        'Canal da DI alterado de VERDE para VERMELHO',
      ].sort(),
    );
  });

  it('changes nothing of another company: the process is not found in that company', async () => {
    const recorded = await changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_A,
      processId: P.foreign,
      patch: { datesEta: '2030-01-01' },
      source: 'INGESTION',
      author: 'ERP Despachante',
      now: clock.now(),
    });
    expect(recorded).toBeNull();
    const [foreign] = await ctx.database.db
      .select({ eta: processes.datesEta })
      .from(processes)
      .where(and(eq(processes.companyId, COMPANY_B), eq(processes.id, P.foreign)));
    expect(foreign?.eta).not.toBe('2030-01-01');
  });
});
