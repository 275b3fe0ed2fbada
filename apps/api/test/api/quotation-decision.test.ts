import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { QUOTATION_CLOSED_REASON } from '@pc/contract/quotation';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { historyItems } from '../../src/db/schema/history.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Approval in Cotações Recebidas (the customer's decision) and the VISUALIZADO mark. */
describe('quotation decisions and viewing', () => {
  let ctx: TTestApp;
  let headers: Record<string, string>;
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));

  const decide = (quotationId: number, body: unknown, processId: number = P.di) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${processId}/quotations/${quotationId}/decision`,
      headers,
      payload: body as Record<string, unknown>,
    });
  const quotationRows = () =>
    ctx.database.db
      .select({
        id: freightQuotations.id,
        status: freightQuotations.status,
        approved: freightQuotations.approved,
        rejectReason: freightQuotations.rejectReason,
        decidedBy: freightQuotations.decidedBy,
      })
      .from(freightQuotations)
      .where(eq(freightQuotations.companyId, COMPANY_A))
      .orderBy(asc(freightQuotations.id));
  const subjectsTo = async (to: string) =>
    (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map(
      (row) => row.subject,
    );

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        // An open round: nothing decided yet, and each forwarder with an address.
        for (const id of [1, 2, 3]) {
          await database.db
            .update(freightQuotations)
            .set({ approved: null, rejectReason: null, contactEmail: `agente${id}@frete.example` })
            .where(and(eq(freightQuotations.companyId, COMPANY_A), eq(freightQuotations.id, id)));
        }
      },
    });
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

  it('marks COTADO quotations VISUALIZADO when the tab is opened, once', async () => {
    const view = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/customer/processes/${P.di}/quotations/viewed`,
        headers,
      });
    expect((await view()).json()).toEqual({ data: { viewed: 1 } });
    expect((await quotationRows()).find((row) => row.id === 3)?.status).toBe('VISUALIZADO');
    expect((await view()).json()).toEqual({ data: { viewed: 0 } });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${P.foreign}/quotations/viewed`,
      headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('needs a justification to reject, then records it, tells the forwarder and answers the ranking', async () => {
    const missing = await decide(1, { approved: false });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Informe a justificativa da reprovação.');

    const rejected = await decide(1, { approved: false, reason: 'Transit time longo demais.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const ranking = (
      rejected.json() as {
        data: { freightQuotations: { id: number; approved: boolean | null; rejectReason: string | null }[] };
      }
    ).data.freightQuotations;
    expect(ranking.find((quotation) => quotation.id === 1)).toMatchObject({
      approved: false,
      rejectReason: 'Transit time longo demais.',
    });
    expect(await subjectsTo('agente1@frete.example')).toEqual(['Cotação não aprovada · Processo PRI00042']);
    const history = await ctx.database.db
      .select({ description: historyItems.description })
      .from(historyItems)
      .where(and(eq(historyItems.companyId, COMPANY_A), eq(historyItems.processId, P.di)));
    expect(history.map((item) => item.description)).toContain(
      'Cotação de frete de Rápido Cargo reprovada por Ana Souza. Justificativa: Transit time longo demais.',
    );
  });

  it('approving one closes the round’s other open quotations and tells every forwarder', async () => {
    const approved = await decide(3, { approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await quotationRows()).toEqual([
      {
        id: 1,
        status: 'ENVIADO',
        approved: false,
        rejectReason: 'Transit time longo demais.',
        decidedBy: 'Ana Souza',
      },
      {
        id: 2,
        status: 'VISUALIZADO',
        approved: false,
        rejectReason: QUOTATION_CLOSED_REASON,
        decidedBy: 'Ana Souza',
      },
      { id: 3, status: 'VISUALIZADO', approved: true, rejectReason: null, decidedBy: 'Ana Souza' },
    ]);
    expect(await subjectsTo('agente3@frete.example')).toEqual(['Cotação aprovada · Processo PRI00042']);
    expect(await subjectsTo('agente2@frete.example')).toEqual(['Cotação encerrada · Processo PRI00042']);
    expect(await subjectsTo('agente1@frete.example')).toHaveLength(1);
    // Both decisions are in the change trail, which the follow-up e-mails read.
    const trail = await ctx.database.db
      .select({
        field: processChanges.field,
        newValue: processChanges.newValue,
        source: processChanges.source,
        author: processChanges.author,
      })
      .from(processChanges)
      .where(and(eq(processChanges.companyId, COMPANY_A), eq(processChanges.processId, P.di)));
    expect(trail).toHaveLength(2);
    expect(trail).toEqual(
      expect.arrayContaining([
        {
          field: 'freightQuotation',
          newValue: 'de Rápido Cargo reprovada por Ana Souza. Justificativa: Transit time longo demais.',
          source: 'USER',
          author: 'Ana Souza',
        },
        {
          field: 'freightQuotation',
          newValue: 'de Atlântico Fretes aprovada por Ana Souza.',
          source: 'USER',
          author: 'Ana Souza',
        },
      ]),
    );
  });

  it('a round with an approved quotation is closed for good; other companies’ quotations are not found', async () => {
    const again = await decide(2, { approved: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Esta rodada de cotações já foi encerrada com uma cotação aprovada.',
    });
    const foreignQuotation = await decide(4, { approved: true });
    expect(foreignQuotation.statusCode).toBe(404);
    expect(foreignQuotation.json()).toMatchObject({ message: 'Cotação não encontrada.' });
    expect((await decide(1, { approved: true }, P.foreign)).statusCode).toBe(404);
  });
});
