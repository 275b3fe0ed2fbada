import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FORWARDER_ATTACHMENT_REFUSED,
  FORWARDER_INVITE_FORBIDDEN,
  FORWARDER_LINK_INVALID,
  FORWARDER_ROUND_CLOSED,
  type TForwarderQuoteInput,
} from '@pc/contract/forwarder-quote';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { advanceIdentitySequences, createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const INTERNAL_USER_ID = 90;
/** Staff by role on a domain that is not the provider's: the role decides, not the address. */
const STAFF_ELSEWHERE_ID = 91;
/** A customer whose address is on the provider's domain (anyone can type one in Meus Dados). */
const CUSTOMER_ON_PROVIDER_DOMAIN_ID = 92;

/** ForwardersShippingQuote: links, the forwarder's quotation, expiry and revocation. */
describe('forwarder quotation links', () => {
  let ctx: TTestApp;
  let service: string;
  let limitedService: string;
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));

  const serviceBearer = async (companyIds: number[] | null, name: string) => {
    const client = await createServiceClient({ db: ctx.database.db, name, companyIds });
    const iat = Math.floor(clock.now().getTime() / 1000);
    return `Bearer ${await signAccessToken({
      // Long enough for the expiry test's jump of a day.
      claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 30 * 86_400, aud: SERVICE_AUDIENCE },
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
    })}`;
  };
  const invite = (identification: number, bearer = service, expiresInDays?: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/integration/processes/${identification}/quotation-invitations`,
      headers: { authorization: bearer },
      payload: { forwarderName: 'Oceano Azul Logística', email: 'cotacao@oceanoazul.example', expiresInDays },
    });
  const tokenOf = (url: string) => url.split('/').at(-1) ?? '';
  const page = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/public/forwarder-quote/${token}` });
  const send = (token: string, quote: TForwarderQuoteInput) =>
    ctx.app.inject({ method: 'PUT', url: `/api/public/forwarder-quote/${token}`, payload: quote });
  const quote: TForwarderQuoteInput = {
    person: 'Marina Costa',
    totalUSD: 1500,
    totalReais: 800,
    transitTime: 32,
    freetime: 14,
    transhipment: 'Via Algeciras',
    containers: [{ quantity: 2, type: 'DRY 40' }],
    validUntil: '2026-03-31',
    observation: 'Sujeito a disponibilidade de espaço.',
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        // The broker's own staff by role (an admin, a staff member elsewhere), and a customer on the
        // provider's domain; all with company A.
        await database.db.insert(users).values([
          {
            id: INTERNAL_USER_ID,
            name: 'Carla Mendes',
            email: 'carla.mendes@portal.example',
            passwordHash: 'x',
            role: 'ADMIN',
          },
          {
            id: STAFF_ELSEWHERE_ID,
            name: 'Otávio Reis',
            email: 'otavio@despachante.example',
            passwordHash: 'x',
            role: 'STAFF',
          },
          {
            id: CUSTOMER_ON_PROVIDER_DOMAIN_ID,
            name: 'Bruno Lima',
            email: 'bruno@portal.example',
            passwordHash: 'x',
          },
        ]);
        await database.db.insert(userCompanies).values(
          [INTERNAL_USER_ID, STAFF_ELSEWHERE_ID, CUSTOMER_ON_PROVIDER_DOMAIN_ID].map((userId) => ({
            userId,
            companyId: COMPANY_A,
          })),
        );
        // An open round: nothing approved yet.
        await database.db.update(freightQuotations).set({ approved: null, rejectReason: null });
        await advanceIdentitySequences(database.db, [
          'freight_quotations',
          'freight_quotation_containers',
          'freight_quotation_documents',
          'stored_files',
          'partners',
        ]);
      },
    });
    service = await serviceBearer(null, 'ERP Despachante');
    limitedService = await serviceBearer([COMPANY_B], 'ERP filial');
  });
  afterAll(() => ctx.close());

  it('e-mails a link that shows the process without prices or customer data beyond the name', async () => {
    const created = await invite(42);
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/\/cotacao-frete\/[\w-]{40,}$/);
    const [email] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'cotacao@oceanoazul.example'));
    expect(email?.subject).toBe('Cotação de frete · Processo PRI00042');
    expect(email?.textBody).toContain(url);

    const shown = await page(tokenOf(url));
    expect(shown.statusCode, shown.body).toBe(200);
    const data = (shown.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ forwarderName: 'Oceano Azul Logística', isOpen: true, quote: null });
    expect(data['process']).toMatchObject({ reference: 'PRI00042', companyName: expect.any(String) });
    // Nothing of other quotations or of the customer's money travels to the forwarder.
    expect(shown.body).not.toMatch(/total|cifValue|invoice/i);
  });

  it('takes the quotation as COTADO in Cotações Recebidas, and edits it while the round is open', async () => {
    const token = tokenOf(((await invite(42)).json() as { url: string }).url);
    const first = await send(token, quote);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { data: { quote: unknown } }).data.quote).toMatchObject({
      person: 'Marina Costa',
      totalUSD: 1500,
    });

    const headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
    const ranking = await ctx.app.inject({
      method: 'GET',
      url: `/freightQuotation/importProcess/${P.di}`,
      headers,
    });
    const mine = (
      ranking.json() as {
        data: {
          freightQuotations: {
            freightForwarder: { name: string } | null;
            status: { value: string };
            totalUSD: number | null;
          }[];
        };
      }
    ).data.freightQuotations.filter(
      (quotation) => quotation.freightForwarder?.name === 'Oceano Azul Logística',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: { value: 'COTADO' }, totalUSD: 1500 });

    const edited = await send(token, { ...quote, totalUSD: 1400 });
    expect(edited.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(freightQuotations)
      .where(
        and(
          eq(freightQuotations.companyId, COMPANY_A),
          eq(freightQuotations.contactEmail, 'cotacao@oceanoazul.example'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ totalUsd: '1400.00', validUntil: '2026-03-31', status: 'COTADO' });
  });

  it('takes attachments of the allowed types once the quotation is sent, and the customer sees them', async () => {
    const token = tokenOf(((await invite(42)).json() as { url: string }).url);
    const attach = (content: string, mimeType: string, fileName: string) => {
      const boundary = '----pdcForwarder';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/public/forwarder-quote/${token}/attachments`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const early = await attach('%PDF-1.4 tarifa', 'application/pdf', 'tarifa.pdf');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'Envie a cotação antes de anexar arquivos.' });

    await send(token, { ...quote, person: 'Rita Anexo' });
    const attached = await attach('%PDF-1.4 tarifa', 'application/pdf', 'tarifa.pdf');
    expect(attached.statusCode, attached.body).toBe(200);
    expect(
      (attached.json() as { data: { attachments: { originalFilename: string }[] } }).data.attachments,
    ).toEqual([expect.objectContaining({ originalFilename: 'tarifa.pdf' })]);
    const refused = await attach('MZ', 'application/x-msdownload', 'setup.exe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: FORWARDER_ATTACHMENT_REFUSED });

    const headers = authHeader(
      await createAccessToken({
        config: ctx.config,
        userId: ANA.id,
        companyIds: [COMPANY_A],
        now: clock.now(),
      }),
    );
    const ranking = await ctx.app.inject({
      method: 'GET',
      url: `/freightQuotation/importProcess/${P.di}`,
      headers,
    });
    const withFile = (
      ranking.json() as {
        data: { freightQuotations: { person: string | null; documents: { originalFilename: string }[] }[] };
      }
    ).data.freightQuotations.find((quotation) => quotation.person === 'Rita Anexo');
    expect(withFile?.documents.map((document) => document.originalFilename)).toEqual(['tarifa.pdf']);
  });

  it('validates in pt-BR: a total, a future validity, known containers', async () => {
    const token = tokenOf(((await invite(42)).json() as { url: string }).url);
    const noTotal = await send(token, { ...quote, totalUSD: null, totalReais: null });
    expect(noTotal.statusCode).toBe(400);
    expect(JSON.stringify(noTotal.json())).toContain(
      'Informe ao menos um total (USD, EUR, R$ ou outra moeda).',
    );
    const past = await send(token, { ...quote, validUntil: '2026-03-01' });
    expect(past.json()).toMatchObject({ message: 'A validade da cotação deve ser hoje ou uma data futura.' });
    const container = await send(token, { ...quote, containers: [{ quantity: 1, type: 'BARCO' as never }] });
    expect(JSON.stringify(container.json())).toContain('Escolha um tipo de container da lista.');
  });

  it('a revoked, expired or unknown link answers 404 with one message', async () => {
    const created = (await invite(42, service, 2)).json() as { id: number; url: string };
    const token = tokenOf(created.url);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/integration/quotation-invitations/${created.id}`,
      headers: { authorization: service },
    });
    expect(revoke.json()).toEqual({ revoked: true });
    for (const response of [await page(token), await send(token, quote), await page('nao-existe')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: FORWARDER_LINK_INVALID });
    }
    const expiring = tokenOf(((await invite(42, service, 1)).json() as { url: string }).url);
    expect((await page(expiring)).statusCode).toBe(200);
    clock.advanceSeconds(25 * 60 * 60);
    expect((await page(expiring)).statusCode).toBe(404);
  });

  it('from the process modal only the broker’s own users invite, within their companies', async () => {
    const asUser = async (userId: number) =>
      authHeader(
        await createAccessToken({ config: ctx.config, userId, companyIds: [COMPANY_A], now: clock.now() }),
      );
    const inviteAs = (headers: Record<string, string>, processId: number = P.di) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/customer/processes/${processId}/quotation-invitations`,
        headers,
        payload: { forwarderName: 'Rápido Cargo', email: 'comercial@rapido.example' },
      });
    const customer = await inviteAs(await asUser(ANA.id));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ message: FORWARDER_INVITE_FORBIDDEN });

    const staff = await inviteAs(await asUser(INTERNAL_USER_ID));
    expect(staff.statusCode, staff.body).toBe(201);
    expect((staff.json() as { url: string }).url).toMatch(/\/cotacao-frete\//);
    const [email] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'comercial@rapido.example'));
    expect(email?.subject).toBe('Cotação de frete · Processo PRI00042');
    expect((await inviteAs(await asUser(INTERNAL_USER_ID), P.foreign)).statusCode).toBe(404);
  });

  it('the role decides who is staff, never the e-mail domain', async () => {
    const inviteAs = async (userId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/customer/processes/${P.di}/quotation-invitations`,
        headers: authHeader(
          await createAccessToken({ config: ctx.config, userId, companyIds: [COMPANY_A], now: clock.now() }),
        ),
        payload: { forwarderName: 'Atlântico Fretes', email: 'fretes@atlantico.example' },
      });
    const customer = await inviteAs(CUSTOMER_ON_PROVIDER_DOMAIN_ID);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ message: FORWARDER_INVITE_FORBIDDEN });
    const staff = await inviteAs(STAFF_ELSEWHERE_ID);
    expect(staff.statusCode, staff.body).toBe(201);
  });

  it('a client limited to other companies can neither invite nor revoke', async () => {
    expect((await invite(42, limitedService)).statusCode).toBe(404);
    const created = (await invite(42)).json() as { id: number };
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/integration/quotation-invitations/${created.id}`,
      headers: { authorization: limitedService },
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('once a quotation is approved the link shows but takes no change', async () => {
    const token = tokenOf(((await invite(42)).json() as { url: string }).url);
    await ctx.database.db
      .update(freightQuotations)
      .set({ approved: true })
      .where(and(eq(freightQuotations.companyId, COMPANY_A), eq(freightQuotations.id, 2)));
    expect((await page(token)).json()).toMatchObject({ data: { isOpen: false } });
    const late = await send(token, quote);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: FORWARDER_ROUND_CLOSED });
  });
});
