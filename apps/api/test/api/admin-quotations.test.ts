import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  QUOTATION_INVITATION_ALREADY_REVOKED_MESSAGE,
  QUOTATION_INVITATION_ANSWERED_MESSAGE,
  QUOTATION_INVITATION_AUDIT_LABELS,
  QUOTATION_INVITATION_NOT_FOUND_MESSAGE,
  QUOTATION_INVITATION_RESEND_ACTION,
  QUOTATION_INVITATION_REVOKE_ACTION,
  type TAdminQuotationInvitation,
  type TAdminQuotationInvitationResponse,
  type TAdminQuotationInvitationsResponse,
} from '@pc/contract/admin-quotations';
import { FORWARDER_LINK_INVALID, type TForwarderQuoteInput } from '@pc/contract/forwarder-quote';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { ingestionRequests } from '../../src/db/schema/ingestion-requests.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { users } from '../../src/db/schema/users.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, COMPANY_B, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF_ID = 90;
const PATH = '/api/admin/quotation-invitations';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Back-office screen 4 "Cotações de frete": every company's forwarder links with their derived
 * state; the staff revoke one (its link dies) or resend it (a new link e-mailed, the old one dead).
 */
describe('back-office quotation invitations (/api/admin/quotation-invitations)', () => {
  let ctx: TTestApp;
  let service = '';
  let serviceClientId = 0;
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));
  const staff = async () =>
    authHeader(
      await createAccessToken({ config: ctx.config, userId: STAFF_ID, companyIds: [], now: clock.now() }),
    );
  const customer = async () =>
    authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );

  const invite = async (
    identification: number,
    forwarderName: string,
    email: string,
    expiresInDays: number,
  ) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/integration/processes/${identification}/quotation-invitations`,
      headers: { authorization: service },
      payload: { forwarderName, email, expiresInDays },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, url } = response.json() as { id: number; url: string };
    return { id, token: url.split('/').at(-1) ?? '' };
  };
  const forwarderPage = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/public/forwarder-quote/${token}` });
  const list = async (query = '', headers = staff()) => {
    const response = await ctx.app.inject({ method: 'GET', url: `${PATH}${query}`, headers: await headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TAdminQuotationInvitationsResponse;
  };
  const act = async (action: 'revoke' | 'resend', companyId: number, id: number, headers = staff()) =>
    ctx.app.inject({ method: 'POST', url: `${PATH}/${companyId}/${id}/${action}`, headers: await headers });
  const statusOf = async (id: number) =>
    (await list('?size=100')).data.find((invitation) => invitation.id === id)?.status;
  const quote: TForwarderQuoteInput = {
    person: 'Marina Costa',
    totalUSD: 1500,
    transitTime: 32,
    freetime: 14,
    containers: [{ quantity: 2, type: 'DRY 40' }],
    validUntil: '2026-03-31',
  };

  const links = {
    open: { id: 0, token: '' },
    answered: { id: 0, token: '' },
    expiring: { id: 0, token: '' },
    other: { id: 0, token: '' },
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        await database.db.insert(users).values({
          id: STAFF_ID,
          name: 'Otávio Reis',
          email: 'otavio@despachante.example',
          passwordHash: 'x',
          role: 'STAFF',
        });
        // An open round: nothing approved yet.
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
    serviceClientId = client.id;
    const iat = Math.floor(clock.now().getTime() / 1000);
    service = `Bearer ${await signAccessToken({ claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 30 * 86_400, aud: SERVICE_AUDIENCE }, signingKeys: ctx.config.JWT_SIGNING_KEYS })}`;
    links.open = await invite(42, 'Oceano Azul Logística', 'cotacao@oceanoazul.example', 30);
    clock.advanceSeconds(60);
    links.answered = await invite(43, 'Rápido Cargo', 'comercial@rapido.example', 30);
    clock.advanceSeconds(60);
    links.expiring = await invite(42, 'Atlântico Fretes', 'fretes@atlantico.example', 1);
    clock.advanceSeconds(60);
    links.other = await invite(77, 'Oceano Azul Logística', 'cotacao@oceanoazul.example', 30);
    const sent = await ctx.app.inject({
      method: 'PUT',
      url: `/api/public/forwarder-quote/${links.answered.token}`,
      payload: quote,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });
  afterAll(() => ctx.close());

  it('lists every company’s links newest first with their process, company and derived state', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, size: 25, total: 4 });
    expect(page.data.map((invitation) => invitation.id)).toEqual([
      links.other.id,
      links.expiring.id,
      links.answered.id,
      links.open.id,
    ]);
    expect(page.data[0]).toEqual({
      id: links.other.id,
      company: { id: COMPANY_B, name: 'Aurora Têxtil Ltda' },
      process: { id: expect.any(Number), reference: 'PRI00077' },
      forwarderName: 'Oceano Azul Logística',
      email: 'cotacao@oceanoazul.example',
      createdAt: clock.now().toISOString(),
      createdBy: 'ERP Despachante',
      expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      status: 'OPEN',
    } satisfies TAdminQuotationInvitation);
    expect(page.data.map((invitation) => invitation.status)).toEqual(['OPEN', 'OPEN', 'ANSWERED', 'OPEN']);
    // The service client's invitation calls are in its request log, each one created.
    const logged = await vi.waitFor(async () => {
      const rows = await ctx.database.db
        .select()
        .from(ingestionRequests)
        .where(eq(ingestionRequests.clientId, serviceClientId));
      expect(rows).toHaveLength(4);
      return rows;
    });
    expect(logged.every((row) => row.status === 201 && row.created === 1)).toBe(true);
  });

  it('derives expired once the day passes, and filters by state, company and search', async () => {
    clock.advanceSeconds(25 * 60 * 60);
    expect(await statusOf(links.expiring.id)).toBe('EXPIRED');
    // Answered stays answered after its expiry too: the contract's order.
    expect((await list('?status=EXPIRED')).data.map((invitation) => invitation.id)).toEqual([
      links.expiring.id,
    ]);
    expect((await list('?status=ANSWERED')).data.map((invitation) => invitation.id)).toEqual([
      links.answered.id,
    ]);
    expect((await list('?status=OPEN')).data.map((invitation) => invitation.id)).toEqual([
      links.other.id,
      links.open.id,
    ]);
    expect((await list(`?companyId=${COMPANY_B}`)).data.map((invitation) => invitation.id)).toEqual([
      links.other.id,
    ]);
    expect((await list('?search=OCEANO')).total).toBe(2);
    expect((await list('?search=rapido.example')).data.map((invitation) => invitation.id)).toEqual([
      links.answered.id,
    ]);
    expect((await list('?search=PRI00077')).data.map((invitation) => invitation.id)).toEqual([
      links.other.id,
    ]);
    expect((await list('?search=43')).data.map((invitation) => invitation.id)).toEqual([links.answered.id]);
    expect((await list('?search=nada-disso')).total).toBe(0);
    const second = await list('?size=10&page=2');
    expect(second).toMatchObject({ page: 2, size: 10, total: 4, data: [] });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${PATH}?status=PERDIDO`,
      headers: await staff(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Informe status como um destes valores: OPEN, ANSWERED, EXPIRED, CLOSED, REVOKED.',
    });
  });

  it('a revoke by the staff kills the link, answers 409 the second time, and is audited', async () => {
    expect((await forwarderPage(links.open.token)).statusCode).toBe(200);
    const revoked = await act('revoke', COMPANY_A, links.open.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((revoked.json() as TAdminQuotationInvitationResponse).data.status).toBe('REVOKED');
    const page = await forwarderPage(links.open.token);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ message: FORWARDER_LINK_INVALID });
    expect(await statusOf(links.open.id)).toBe('REVOKED');
    expect((await list('?status=REVOKED')).data.map((invitation) => invitation.id)).toEqual([links.open.id]);

    for (const action of ['revoke', 'resend'] as const) {
      const again = await act(action, COMPANY_A, links.open.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: QUOTATION_INVITATION_ALREADY_REVOKED_MESSAGE });
    }
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, QUOTATION_INVITATION_REVOKE_ACTION));
    expect(event).toMatchObject({
      actorUserId: STAFF_ID,
      subjectType: 'quotation-invitation',
      subjectId: `${COMPANY_A}:${links.open.id}`,
      companyId: COMPANY_A,
      before: { revokedAt: null },
      after: { revokedAt: clock.now().toISOString() },
    });
    // Auditoria names it in pt-BR.
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-events',
      headers: await staff(),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect((audit.json() as { data: { action: string; actionLabel: string }[] }).data).toContainEqual(
      expect.objectContaining({
        action: QUOTATION_INVITATION_REVOKE_ACTION,
        actionLabel: QUOTATION_INVITATION_AUDIT_LABELS[QUOTATION_INVITATION_REVOKE_ACTION],
      }),
    );
  });

  it('a resend e-mails a new link with a new expiry; the old link dies; audited', async () => {
    const resent = await act('resend', COMPANY_A, links.expiring.id);
    expect(resent.statusCode, resent.body).toBe(200);
    const data = (resent.json() as TAdminQuotationInvitationResponse).data;
    expect(data).toMatchObject({
      status: 'OPEN',
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    const emails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'fretes@atlantico.example'))
      .orderBy(desc(emailOutbox.id));
    expect(emails).toHaveLength(2);
    const url = /https?:\/\/\S+\/cotacao-frete\/[\w-]+/.exec(emails[0]?.textBody ?? '')?.[0] ?? '';
    const token = url.split('/').at(-1) ?? '';
    expect(token).not.toBe('');
    expect(token).not.toBe(links.expiring.token);
    expect(emails[0]?.subject).toBe('Cotação de frete · Processo PRI00042');
    expect((await forwarderPage(token)).statusCode).toBe(200);
    expect((await forwarderPage(links.expiring.token)).statusCode).toBe(404);

    // An open link may be resent too: the previous one stops working.
    const again = await act('resend', COMPANY_A, links.expiring.id);
    expect(again.statusCode).toBe(200);
    expect((await forwarderPage(token)).statusCode).toBe(404);

    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, QUOTATION_INVITATION_RESEND_ACTION),
          eq(auditEvents.subjectId, `${COMPANY_A}:${links.expiring.id}`),
        ),
      );
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actorUserId: STAFF_ID, companyId: COMPANY_A });
  });

  it('refuses a resend of an answered link (409), and 404s an unknown or another company’s id', async () => {
    const answered = await act('resend', COMPANY_A, links.answered.id);
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toMatchObject({ message: QUOTATION_INVITATION_ANSWERED_MESSAGE });
    expect((await forwarderPage(links.answered.token)).statusCode).toBe(200);
    for (const [companyId, id] of [
      [COMPANY_A, 99_999],
      [COMPANY_B, links.answered.id],
    ] as const) {
      const missing = await act('revoke', companyId, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: QUOTATION_INVITATION_NOT_FOUND_MESSAGE });
    }
  });

  it('is the staff’s: a customer gets 403, no token 401', async () => {
    const asCustomer = await ctx.app.inject({ method: 'GET', url: PATH, headers: await customer() });
    expect(asCustomer.statusCode).toBe(403);
    expect((await act('revoke', COMPANY_A, links.other.id, customer())).statusCode).toBe(403);
    expect((await act('resend', COMPANY_A, links.other.id, customer())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect(await statusOf(links.other.id)).toBe('OPEN');
  });
});
