import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIntegrationSession } from '../../../../docs/integration-client/session.ts';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { countries } from '../../src/db/schema/countries.ts';
import { processSteps } from '../../src/db/schema/process-steps.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { COUNTRIES } from '../../src/seed/countries-data.ts';
import { PROCESS_STEPS } from '../../src/seed/reference-data.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * Integrators: docs/integration.md's session is the code of docs/integration-client/session.ts, the
 * client generated from the OpenAPI document (openapi-typescript + openapi-fetch), and it runs
 * against the server on a real port, as an integrator's program would.
 */
const sessionFile = new URL('../../../../docs/integration-client/session.ts', import.meta.url);
const guideFile = new URL('../../../../docs/integration.md', import.meta.url);
const SESSION_MARKER = '<!-- docs/integration-client/session.ts -->';

/** The fenced block right after the marker: the guide shows the file, not a copy of it. */
const readGuideSession = (): string | undefined => {
  const guide = readFileSync(guideFile, 'utf8');
  const start = guide.indexOf(SESSION_MARKER);
  if (start === -1) return undefined;
  const block = /```ts\n([\s\S]*?)```/.exec(guide.slice(start));
  return block?.[1];
};

describe('the integration guide’s typed client session', () => {
  let ctx: TTestApp;
  let baseUrl: string;
  let erp: { clientId: string; clientSecret: string };

  beforeAll(async () => {
    ctx = await createTestApp({
      prepare: async ({ db }) => {
        await db.insert(processSteps).values([...PROCESS_STEPS]);
        await db.insert(countries).values([...COUNTRIES]);
      },
    });
    erp = await createServiceClient({ db: ctx.database.db, name: 'ERP Despachante', companyIds: null });
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  it('shows in docs/integration.md exactly the code this test runs', () => {
    expect(readGuideSession()).toBe(readFileSync(sessionFile, 'utf8'));
  });

  it('runs from the token to the bulk, with the answers the guide shows', async () => {
    const session = await runIntegrationSession({ baseUrl, ...erp });

    expect(session.company).toEqual({ result: 'created', id: expect.any(Number), cnpj: '12345678000190' });
    expect(session.process).toEqual({
      line: 1,
      identification: 90812,
      result: 'created',
      id: expect.any(Number),
    });
    expect(session.results).toEqual([
      { line: 1, identification: 90812, result: 'updated', id: session.process.id },
      { line: 2, identification: 90813, result: 'created', id: expect.any(Number) },
      { line: 3, identification: 90814, result: 'rejected', reason: 'datesETA: data inexistente.' },
    ]);
    const [stored] = await ctx.database.db
      .select({ datesEta: processes.datesEta, companyId: processes.companyId })
      .from(processes)
      .where(eq(processes.identification, 90812));
    expect(stored).toEqual({ datesEta: '2026-12-21', companyId: session.company.id });
  });

  it('fails loudly, with the server’s answer, when the credentials are wrong', async () => {
    await expect(runIntegrationSession({ baseUrl, ...erp, clientSecret: 'errado' })).rejects.toThrow(
      'token: {"error":"invalid_client","error_description":"Cliente de integração inválido ou revogado."}',
    );
  });
});
