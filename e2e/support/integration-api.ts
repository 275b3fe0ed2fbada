import { expect, type APIRequestContext } from '@playwright/test';

/** The demo's service client (apps/api/src/seed/demo-logins.ts), printed by npm start. */
export const DEMO_CLIENT = {
  id: 'svc_demo_erp',
  secret: 'Demo-ERP-2026-segredo',
  name: 'ERP de demonstração',
};

/** A bearer token of the demo's ERP for the ingestion API. */
export const serviceToken = async (request: APIRequestContext): Promise<string> => {
  const answer = await request.post('/api/integration/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
};
