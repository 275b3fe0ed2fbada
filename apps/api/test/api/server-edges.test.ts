import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../src/core/auth/service-client.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { insertAuthFixtures, OAUTH_BASIC } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** The answers of the server's edges (router, methods, OAuth) are the product's own, in pt-BR. */
describe('the server edges', () => {
  let ctx: TTestApp;
  let serviceBasic: string;
  let serviceBearer: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db) });
    const client = await createServiceClient({ db: ctx.database.db, name: 'ERP (bordas)', companyIds: null });
    serviceBasic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/oauth/token',
      headers: { authorization: serviceBasic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    serviceBearer = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
  });
  afterAll(() => ctx.close());

  const expectEnvelope = (response: { json: () => unknown }, code: string) => {
    const body = response.json() as { code: string; message: string; requestId: string };
    expect(body.code).toBe(code);
    expect(body.requestId).toEqual(expect.any(String));
    return body.message;
  };

  describe('7: path parameters as long as the contract allows, router refusals in the envelope', () => {
    it('takes the integration user’s 137-character e-mail the contract accepts', async () => {
      const email = `${'a'.repeat(60)}@${'b'.repeat(69)}.com.br`;
      expect(email).toHaveLength(137);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/integration/users/${encodeURIComponent(email)}`,
        headers: { ...serviceBearer, 'content-type': 'application/json' },
        payload: {},
      });
      // The route ran: only the body is refused, the address is not.
      expect(response.statusCode).toBe(400);
      const details = response.json<{ details: { path: string }[] }>().details;
      expect(details.length).toBeGreaterThan(0);
      expect(details.every((detail) => detail.path.startsWith('body.'))).toBe(true);
    });

    it('reaches the token routes with a 200-character token; 201 is past the contract’s limit', async () => {
      const atLimit = await ctx.app.inject({
        method: 'GET',
        url: `/credential/invitation/${'a'.repeat(200)}`,
      });
      expect(atLimit.statusCode).not.toBe(414);
      expect(atLimit.statusCode).toBeLessThan(500);
      const feed = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/calendar-feed/${'a'.repeat(200)}`,
      });
      expect(feed.statusCode).toBe(404);
      const over = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/forwarder-quote/${'a'.repeat(201)}`,
      });
      expect(over.statusCode).toBe(414);
      expect(expectEnvelope(over, 'URI_TOO_LONG')).toBe(
        'Um trecho do endereço da requisição é longo demais.',
      );
    });

    it('answers a parameter past every limit with a 414 in the envelope, in pt-BR', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/credential/invitation/${'a'.repeat(1_000)}`,
      });
      expect(response.statusCode).toBe(414);
      expect(expectEnvelope(response, 'URI_TOO_LONG')).toBe(
        'Um trecho do endereço da requisição é longo demais.',
      );
    });

    it('answers a malformed %-encoding in the address with a 400 in the envelope, in pt-BR', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/credential/invitation/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(expectEnvelope(response, 'BAD_REQUEST')).toBe(
        'O endereço da requisição tem uma codificação inválida (uma sequência % malformada).',
      );
    });

    it('answers a router refusal on the BI host in its shape, with error_description', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/processos-importacao/importacoes/%E0%A4%A',
      });
      expect(response.statusCode).toBe(400);
      const message = 'O endereço da requisição tem uma codificação inválida (uma sequência % malformada).';
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message, error_description: message });
    });

    it('answers an unknown path with a 404 in the envelope, in pt-BR', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe?x=1' });
      expect(response.statusCode).toBe(404);
      expect(expectEnvelope(response, 'NOT_FOUND')).toBe('Rota não encontrada: GET /api/nao-existe');
    });

    it('answers the body parser’s refusals in the envelope, in pt-BR', async () => {
      const post = (headers: Record<string, string>, payload: string) =>
        ctx.app.inject({ method: 'POST', url: '/credential/invitation/accept', headers, payload });
      const cases = [
        [
          await post({ 'content-type': 'application/json' }, '{"token":'),
          400,
          'O corpo da requisição não é um JSON válido.',
        ],
        [
          await post({ 'content-type': 'application/json' }, ''),
          400,
          'O corpo da requisição está vazio, mas foi declarado como JSON.',
        ],
        [await post({ 'content-type': 'text/csv' }, 'a,b'), 415, 'Tipo de conteúdo não suportado: text/csv.'],
        [
          await post({ 'content-type': 'application/json', 'content-encoding': 'rar' }, '{}'),
          415,
          'Codificação do corpo não suportada: rar.',
        ],
        [
          await post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, 'não é gzip'),
          400,
          'O corpo da requisição não pôde ser descompactado.',
        ],
      ] as const;
      for (const [response, status, message] of cases) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ message, requestId: expect.any(String) });
      }
    });

    it('answers Node’s 431 (headers too large) in the envelope, in pt-BR', async () => {
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      expect(address).toContain(String(port));
      const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/health', headers: { 'x-big': 'x'.repeat(20_000) } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type']),
                body,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(answer.status).toBe(431);
      expect(answer.type).toContain('application/json');
      const body = JSON.parse(answer.body) as { code: string; message: string };
      expect(body).toMatchObject({
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message: 'Os cabeçalhos da requisição (com o endereço) passam do tamanho aceito.',
      });
    });
  });

  describe('8: a method a path does not have', () => {
    it('answers 405 with Allow listing the methods the path has', async () => {
      const response = await ctx.app.inject({ method: 'DELETE', url: '/oauth/token' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(expectEnvelope(response, 'METHOD_NOT_ALLOWED')).toBe(
        'O método DELETE não é aceito em /oauth/token. Métodos aceitos: POST.',
      );
    });

    it('lists every method of a path with parameters, HEAD with GET', async () => {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/public/forwarder-quote/abc',
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, PUT');
    });

    it('answers on the BI host in its shape, with error_description', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/bi/valores-impostos' });
      expect(response.statusCode).toBe(405);
      expect(response.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        error_description: 'O método POST não é aceito em /bi/valores-impostos. Métodos aceitos: GET, HEAD.',
      });
    });

    it('keeps 404 for a path no route has', async () => {
      const response = await ctx.app.inject({ method: 'DELETE', url: '/oauth/nao-existe' });
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
    });
  });

  describe('10: OAuth and the calendar feed', () => {
    const token = (payload: string, authorization = OAUTH_BASIC, url = '/oauth/token') =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });

    it('answers invalid_request to a repeated parameter, naming it', async () => {
      const response = await token(
        'grant_type=password&grant_type=password&username=ana@cliente.example&password=x',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'O campo grant_type foi enviado mais de uma vez.',
      });
      const service = await token(
        'grant_type=client_credentials&grant_type=client_credentials',
        serviceBasic,
        '/api/integration/oauth/token',
      );
      expect(service.json().error).toBe('invalid_request');
    });

    it('answers invalid_request to a badly encoded body or a control character, not invalid_grant', async () => {
      const encoding = await token('grant_type=password&username=%E0%A4%A&password=x');
      expect(encoding.statusCode).toBe(400);
      expect(encoding.json()).toEqual({
        error: 'invalid_request',
        error_description: 'O corpo do formulário tem uma codificação inválida (uma sequência % malformada).',
      });
      const control = await token('grant_type=password&username=a%01b@cliente.example&password=x');
      expect(control.statusCode).toBe(400);
      expect(control.json().error).toBe('invalid_request');
    });

    it('answers unsupported_grant_type to a grant type the endpoint does not take (RFC 6749 §5.2)', async () => {
      const web = await token('grant_type=authorization_code&code=abc');
      expect(web.statusCode).toBe(400);
      expect(web.json().error).toBe('unsupported_grant_type');
      expect(web.json().error_description).not.toMatch(/invalid|expected|received/i);
      const service = await token('grant_type=password', serviceBasic, '/api/integration/oauth/token');
      expect(service.statusCode).toBe(400);
      expect(service.json().error).toBe('unsupported_grant_type');
      // No grant type at all is a malformed request, not an unsupported one.
      expect((await token('username=ana@cliente.example')).json().error).toBe('invalid_request');
    });

    it('keeps invalid_grant for a well-formed request whose grant is refused', async () => {
      const response = await token('grant_type=password&username=ana@cliente.example&password=errada');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_grant');
    });

    it('refuses client credentials with a bad %-encoding as an invalid client, never a 5xx', async () => {
      const response = await token(
        'grant_type=client_credentials',
        `Basic ${Buffer.from('%ZZ:segredo').toString('base64')}`,
        '/api/integration/oauth/token',
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_client');
    });

    it('names each foreign company of the feed once', async () => {
      const headers = {
        ...authHeader(await createAccessToken({ config: ctx.config, userId: 3, companyIds: [7] })),
        'content-type': 'application/json',
      };
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/public/customer/calendar-feed',
        headers,
        payload: { companyIds: [3, 3, 3, 900, 3, 900], regenerate: false },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('As empresas 3 e 900 não estão entre as suas empresas.');
    });
  });
});
