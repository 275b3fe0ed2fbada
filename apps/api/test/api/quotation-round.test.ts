import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTATION_INVITATION_ROUND_CLOSED_MESSAGE,
  type TAdminQuotationInvitationResponse,
  type TAdminQuotationInvitationsResponse,
} from '@pc/contract/admin-quotations';
import { FORWARDER_ROUND_CLOSED, type TForwarderQuoteInput } from '@pc/contract/forwarder-quote';
import { CANCELLED_STEP_ID } from '@pc/contract/process';
import { QUOTATION_ROUND_CLOSED_MESSAGES } from '@pc/contract/quotation';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { freightQuotations, quotationInvitations } from '../../src/db/schema/quotations.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF_ID = 90;

/**
 * A round of freight quotations is closed by everything that closes it: a quotation approved, or
 * the process concluded or cancelled. A closed round takes no invitation (refused before any
 * e-mail), its links read "Encerrada" in Cotações de frete, and the forwarder's page is read-only.
 */
describe('the round of freight quotations decides invitations and their state', () => {
  let ctx: TTestApp;
  let service = '';
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));
  const asUser = async (userId: number) =>
    authHeader(
      await createAccessToken({ config: ctx.config, userId, companyIds: [COMPANY_A], now: clock.now() }),
    );
  const round = async (processId: number, userId = ANA.id) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${processId}/quotation-round`,
      headers: await asUser(userId),
    });
  const inviteByService = (identification: number, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/integration/processes/${identification}/quotation-invitations`,
      headers: { authorization: service },
      payload: { forwarderName: 'Oceano Azul Logística', email },
    });
  const inviteByStaff = async (processId: number, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${processId}/quotation-invitations`,
      headers: await asUser(STAFF_ID),
      payload: { forwarderName: 'Rápido Cargo', email },
    });
  const mailsTo = (address: string) =>
    ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  const invitationsOf = (processId: number) =>
    ctx.database.db
      .select()
      .from(quotationInvitations)
      .where(
        and(eq(quotationInvitations.companyId, COMPANY_A), eq(quotationInvitations.processId, processId)),
      );
  const list = async (query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/quotation-invitations${query}`,
      headers: await asUser(STAFF_ID),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TAdminQuotationInvitationsResponse;
  };
  const statusOf = async (id: number) =>
    (await list()).data.find((invitation) => invitation.id === id)?.status;
  const setProcess = (processId: number, values: Partial<typeof processes.$inferInsert>) =>
    ctx.database.db
      .update(processes)
      .set(values)
      .where(and(eq(processes.companyId, COMPANY_A), eq(processes.id, processId)));
  const quote: TForwarderQuoteInput = {
    person: 'Marina Costa',
    totalUSD: 1500,
    transitTime: 32,
    freetime: 14,
    containers: [{ quantity: 2, type: 'DRY 40' }],
    validUntil: '2026-03-31',
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        await database.db.insert(users).values({
          id: STAFF_ID,
          name: 'Carla Mendes',
          email: 'carla.mendes@portal.example',
          passwordHash: 'x',
          role: 'ADMIN',
        });
        await database.db.insert(userCompanies).values({ userId: STAFF_ID, companyId: COMPANY_A });
        // Every round open at first: nothing approved.
        await database.db.update(freightQuotations).set({ approved: null, rejectReason: null });
        await advanceIdentitySequences(database.db, [
          'freight_quotations',
          'freight_quotation_containers',
          'freight_quotation_documents',
          'partners',
        ]);
      },
    });
    const client = await createServiceClient({
      db: ctx.database.db,
      name: 'ERP Despachante',
      companyIds: null,
    });
    const iat = Math.floor(clock.now().getTime() / 1000);
    service = `Bearer ${await signAccessToken({
      claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 86_400, aud: SERVICE_AUDIENCE },
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
    })}`;
  });
  afterAll(() => ctx.close());

  it('tells the round’s state to the caller’s companies: open, or closed with the process’s end', async () => {
    expect((await round(P.di)).json()).toEqual({ data: { isOpen: true, closedReason: null } });
    expect((await round(P.concluded)).json()).toEqual({
      data: { isOpen: false, closedReason: 'PROCESS_CONCLUDED' },
    });
    expect((await round(P.foreign)).statusCode).toBe(404);
  });

  it('refuses an invitation to a concluded process in pt-BR, before any link or e-mail', async () => {
    const byService = await inviteByService(44, 'fretes@concluido.example');
    expect(byService.statusCode).toBe(409);
    expect(byService.json()).toMatchObject({ message: QUOTATION_ROUND_CLOSED_MESSAGES.PROCESS_CONCLUDED });
    const byStaff = await inviteByStaff(P.concluded, 'fretes@concluido.example');
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json()).toMatchObject({ message: QUOTATION_ROUND_CLOSED_MESSAGES.PROCESS_CONCLUDED });
    expect(await mailsTo('fretes@concluido.example')).toEqual([]);
    expect(await invitationsOf(P.concluded)).toEqual([]);
  });

  it('closes the round with an approval: a new invitation is refused, the earlier link reads Encerrada', async () => {
    const earlier = await inviteByStaff(P.di, 'cotacao@oceanoazul.example');
    expect(earlier.statusCode, earlier.body).toBe(201);
    const { id, url } = earlier.json() as { id: number; url: string };
    expect(await statusOf(id)).toBe('OPEN');

    await ctx.database.db
      .update(freightQuotations)
      .set({ approved: true })
      .where(and(eq(freightQuotations.companyId, COMPANY_A), eq(freightQuotations.id, 2)));
    expect((await round(P.di)).json()).toEqual({ data: { isOpen: false, closedReason: 'APPROVED' } });

    for (const refused of [
      await inviteByService(42, 'atrasado@fretes.example'),
      await inviteByStaff(P.di, 'atrasado@fretes.example'),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: QUOTATION_ROUND_CLOSED_MESSAGES.APPROVED });
    }
    expect(await mailsTo('atrasado@fretes.example')).toEqual([]);
    expect(await invitationsOf(P.di)).toHaveLength(1);

    // The link itself is unchanged (not revoked, not answered, not expired): the round decides.
    expect(await statusOf(id)).toBe('CLOSED');
    expect((await list('?status=CLOSED')).data.map((invitation) => invitation.id)).toEqual([id]);
    expect((await list('?status=OPEN')).total).toBe(0);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/quotation-invitations/${COMPANY_A}/${id}/resend`,
      headers: await asUser(STAFF_ID),
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ message: QUOTATION_INVITATION_ROUND_CLOSED_MESSAGE });
    expect(await mailsTo('cotacao@oceanoazul.example')).toHaveLength(1);
    // The forwarder's page shows, read-only.
    const token = url.split('/').at(-1) ?? '';
    const page = await ctx.app.inject({ method: 'GET', url: `/api/public/forwarder-quote/${token}` });
    expect(page.json()).toMatchObject({ data: { isOpen: false } });
    // Revoking stays possible: the page then stops showing too.
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/quotation-invitations/${COMPANY_A}/${id}/revoke`,
      headers: await asUser(STAFF_ID),
    });
    expect((revoked.json() as TAdminQuotationInvitationResponse).data.status).toBe('REVOKED');
  });

  it('a process concluded or cancelled after the invitation closes its link’s round too', async () => {
    const created = await inviteByService(43, 'comercial@rapido.example');
    expect(created.statusCode, created.body).toBe(201);
    const { id, url } = created.json() as { id: number; url: string };
    const token = url.split('/').at(-1) ?? '';
    expect(await statusOf(id)).toBe('OPEN');

    await setProcess(P.duimp, { isConcluded: true });
    expect(await statusOf(id)).toBe('CLOSED');
    const page = await ctx.app.inject({ method: 'GET', url: `/api/public/forwarder-quote/${token}` });
    expect(page.json()).toMatchObject({ data: { isOpen: false } });
    const late = await ctx.app.inject({
      method: 'PUT',
      url: `/api/public/forwarder-quote/${token}`,
      payload: quote,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: FORWARDER_ROUND_CLOSED });

    // Cancelled by its step, even where is_concluded was sent false.
    await setProcess(P.duimp, { isConcluded: false, stepId: CANCELLED_STEP_ID });
    expect((await round(P.duimp)).json()).toEqual({
      data: { isOpen: false, closedReason: 'PROCESS_CANCELLED' },
    });
    expect(await statusOf(id)).toBe('CLOSED');
    // Another company's open link is untouched by these rounds.
    const other = await inviteByService(77, 'outra@fretes.example');
    expect(other.statusCode).toBe(201);
    expect(await statusOf((other.json() as { id: number }).id)).toBe('OPEN');
    expect((await list(`?companyId=${COMPANY_B}&status=OPEN`)).total).toBe(1);
  });

  it('an answered link may be resent once it expired, so its forwarder can change the quotation again', async () => {
    // Company B's open link (process 77, the last test's) is answered through the e-mailed link.
    const link = (await list(`?companyId=${COMPANY_B}&status=OPEN`)).data[0];
    if (!link) throw new Error('no open link of company B');
    const [mail] = await mailsTo('outra@fretes.example');
    const token = /\/cotacao-frete\/([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const answered = await ctx.app.inject({
      method: 'PUT',
      url: `/api/public/forwarder-quote/${token}`,
      payload: quote,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const resend = async () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/quotation-invitations/${COMPANY_B}/${link.id}/resend`,
        headers: await asUser(STAFF_ID),
      });
    // While the link lives its forwarder can change the quotation: no new link.
    expect((await resend()).statusCode).toBe(409);
    clock.advanceSeconds(8 * 24 * 60 * 60);
    const renewed = await resend();
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((renewed.json() as TAdminQuotationInvitationResponse).data.status).toBe('ANSWERED');
    expect(await mailsTo('outra@fretes.example')).toHaveLength(2);
  });
});
