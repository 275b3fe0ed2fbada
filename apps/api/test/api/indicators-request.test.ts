import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import {
  COMPANY,
  insertIndicatorFixtures,
  REQUESTER,
  THROTTLED_REQUESTER,
} from '../helpers/indicator-fixtures.ts';
import { readEml } from '../helpers/read-eml.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const URL = '/api/public/customer/analytics/enviarEmailSolicitacaoNovoIndicador';
const TEAM_EMAIL = 'indicadores@provedor.example';

describe('POST enviarEmailSolicitacaoNovoIndicador', () => {
  let ctx: TTestApp;
  let dataDir: string;
  const clock = createClock(new Date('2026-11-22T13:00:00Z'));

  const post = async (userId: number, companyIds: number[], body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: authHeader(
        await createAccessToken({ config: ctx.config, userId, companyIds, now: clock.now() }),
      ),
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-indicator-request-'));
    ctx = await createTestApp({
      env: { INDICATOR_REQUEST_EMAIL: TEAM_EMAIL, DATA_DIR: dataDir },
      now: clock.now,
      prepare: (database) => insertIndicatorFixtures(database.db),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('e-mails the provider’s team with the user, the companies and the message (outbox + .eml)', async () => {
    const message = 'Quero um indicador de <b>frete</b> & seguro por "modal".\nObrigada!';
    const response = await post(REQUESTER.id, [COMPANY.hercules, COMPANY.etdByCnpj], { message });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'SUCCESS', message: 'Sua solicitação foi enviada com sucesso!' });

    // Queued durably, then delivered by the queue's worker (no SMTP here: the local outbox).
    const readEmail = async () =>
      (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, TEAM_EMAIL)))[0];
    await vi.waitFor(async () => expect((await readEmail())?.status).toBe('LOGGED'), { timeout: 15_000 });
    const email = await readEmail();
    expect(email?.subject).toBe('Portal dos Clientes: solicitação de indicador personalizado');
    expect(email?.status).toBe('LOGGED');
    expect(email?.textBody).toContain(`Usuário: ${REQUESTER.name} <${REQUESTER.email}>`);
    expect(email?.textBody).toContain('- CLIENTE ETD S.A. (CNPJ 11.222.333/0001-81)');
    expect(email?.textBody).toContain('- HÉRCULES MÁQUINAS LTDA (CNPJ 33.000.167/0001-01)');
    expect(email?.textBody).not.toContain('AURORA');
    expect(email?.textBody).toContain('Enviada em: 22/11/2026, 10:00');
    expect(email?.textBody).toContain(`Solicitação:\n${message}`);
    // The HTML part never carries the user's markup.
    expect(email?.htmlBody).toContain(
      'Quero um indicador de &lt;b&gt;frete&lt;/b&gt; &amp; seguro por &quot;modal&quot;.',
    );
    expect(email?.htmlBody).not.toContain('<b>frete</b>');

    const files = await readdir(path.join(dataDir, 'outbox'));
    const eml = files.find((file) => file.endsWith('_indicadores_at_provedor.example.eml'));
    expect(eml).toBeDefined();
    const sent = await readEml(path.join(dataDir, 'outbox', eml ?? ''));
    expect(sent.text).toContain(message);
    expect(sent.html).toContain(
      'Quero um indicador de &lt;b&gt;frete&lt;/b&gt; &amp; seguro por &quot;modal&quot;.',
    );
    expect(sent.html).toContain('<html lang="pt-BR">');
  });

  it('an empty or blank message answers 400', async () => {
    for (const body of [{ message: '   ' }, {}]) {
      const response = await post(REQUESTER.id, [COMPANY.hercules], body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Descreva o indicador que deseja solicitar.');
    }
  });

  it('10 requests per user per hour, then 429 until the hour has passed', async () => {
    for (let index = 1; index <= 10; index += 1) {
      const response = await post(THROTTLED_REQUESTER.id, [COMPANY.aurora], { message: `Pedido ${index}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const blocked = await post(THROTTLED_REQUESTER.id, [COMPANY.aurora], { message: 'Pedido 11' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Você já enviou muitas solicitações de indicador. Aguarde 60 minutos e tente novamente.',
    );
    expect(blocked.headers['retry-after']).toBe('3600');
    // Another user is not affected.
    expect((await post(REQUESTER.id, [COMPANY.hercules], { message: 'Outro' })).statusCode).toBe(200);

    clock.advanceSeconds(3601);
    expect((await post(THROTTLED_REQUESTER.id, [COMPANY.aurora], { message: 'Pedido 12' })).statusCode).toBe(
      200,
    );
    const sent = await ctx.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, TEAM_EMAIL));
    expect(sent.filter((email) => email.text.includes(THROTTLED_REQUESTER.email))).toHaveLength(11);
  });
});
