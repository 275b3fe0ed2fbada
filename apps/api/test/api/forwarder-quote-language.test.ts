import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { freightQuotations } from '../../src/db/schema/quotations.ts';
import { users } from '../../src/db/schema/users.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import { COMPANY_A, insertProcessFixtures } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF_ID = 90;

/**
 * The forwarder's language (decision 0103): the inviting request names it, the invitation keeps it,
 * the e-mail and its resend are written in it, and the page reads it.
 */
describe('forwarder invitation language', () => {
  let ctx: TTestApp;
  let service = '';
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));

  const invite = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/42/quotation-invitations',
      headers: { authorization: service },
      payload: { forwarderName: 'Blue Ocean Freight', ...payload },
    });
  const lastEmailTo = async (email: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return row;
  };
  const pageOf = async (url: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/public/forwarder-quote/${url.split('/').at(-1) ?? ''}`,
      })
    ).json() as { data: { language: string } };

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

  it('writes the e-mail in English when the invitation asks for it, and the page says so', async () => {
    const created = await invite({ email: 'quotes@blueocean.example', language: 'en', expiresInDays: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json() as { url: string };
    const email = await lastEmailTo('quotes@blueocean.example');
    expect(email?.subject).toBe('Freight quotation · Shipment PRI00042');
    expect(email?.textBody).toContain(
      'invites Blue Ocean Freight to quote the freight of shipment PRI00042.',
    );
    // The month spelled out: 03/12 reads as two different days either side of the Atlantic.
    expect(email?.textBody).toContain('The link is valid until March 12, 2026.');
    expect(email?.textBody).toContain(url);
    expect(email?.htmlBody).toMatch(/<html lang="en">/);
    expect((await pageOf(url)).data.language).toBe('en');
  });

  it('writes it in Spanish, and in Portuguese when the request names no language', async () => {
    await invite({ email: 'fletes@maraberto.example', language: 'es', expiresInDays: 7 });
    const spanish = await lastEmailTo('fletes@maraberto.example');
    expect(spanish?.subject).toBe('Cotización de flete · Embarque PRI00042');
    expect(spanish?.textBody).toContain('El enlace es válido hasta el 12 de marzo de 2026.');
    expect(spanish?.htmlBody).toMatch(/<html lang="es">/);

    const created = await invite({ email: 'cotacao@rapido.example', expiresInDays: 7 });
    const portuguese = await lastEmailTo('cotacao@rapido.example');
    expect(portuguese?.subject).toBe('Cotação de frete · Processo PRI00042');
    expect(portuguese?.textBody).toContain('O link vale até 12/03/2026.');
    expect(portuguese?.htmlBody).toMatch(/<html lang="pt-BR">/);
    expect((await pageOf((created.json() as { url: string }).url)).data.language).toBe('pt-BR');
  });

  it('takes the quote of a forwarder the portal has not met before', async () => {
    const created = await invite({
      forwarderName: 'Nordic Lines',
      email: 'quotes@nordic.example',
      language: 'en',
    });
    const token = (created.json() as { url: string }).url.split('/').at(-1) ?? '';
    const sent = await ctx.app.inject({
      method: 'PUT',
      url: `/api/public/forwarder-quote/${token}`,
      payload: {
        person: 'Erik Larsen',
        totalUSD: 1500,
        totalReais: 800,
        transitTime: 32,
        freetime: 14,
        containers: [{ quantity: 1, type: 'DRY 40' }],
        validUntil: '2026-03-31',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await pageOf(token)).data).toMatchObject({ forwarderName: 'Nordic Lines' });
  });

  it('refuses a language the page does not speak', async () => {
    const refused = await invite({ email: 'devis@fret.example', language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Informe language: pt-BR, en ou es.');
  });

  it('a resend from the back-office keeps the invitation’s language', async () => {
    const created = await invite({ email: 'resend@blueocean.example', language: 'en' });
    const { id } = created.json() as { id: number };
    const staff = authHeader(
      await createAccessToken({ config: ctx.config, userId: STAFF_ID, companyIds: [], now: clock.now() }),
    );
    clock.advanceSeconds(60);
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/quotation-invitations/${COMPANY_A}/${id}/resend`,
      headers: staff,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const email = await lastEmailTo('resend@blueocean.example');
    expect(email?.subject).toBe('Freight quotation · Shipment PRI00042');
    expect(email?.textBody).not.toContain((created.json() as { url: string }).url);
  });
});
