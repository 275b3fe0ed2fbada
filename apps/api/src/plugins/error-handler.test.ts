import Fastify from 'fastify';
import { validatorCompiler } from '../lib/http/validator-compiler.ts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { serializerCompiler } from '../lib/http/serializer-compiler.ts';

const buildApp = async () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
  app.get('/missing', async () => {
    throw notFound('Processo não encontrado.');
  });
  app.get('/throttled', async () => {
    throw new AppError('TOO_MANY_REQUESTS', 'Muitas tentativas.', { headers: { 'retry-after': '60' } });
  });
  app.get(
    '/typed',
    { schema: { querystring: z.object({ id: z.coerce.number().int().positive() }) } },
    async () => ({
      ok: true,
    }),
  );
  app.get(
    '/named',
    {
      schema: {
        querystring: z.object({
          pin: z.string().regex(/^\d{6}$/, 'Informe o código de verificação de 6 dígitos.'),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/bad-answer',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => ({ count: 'not a number' }) as never,
  );
  await app.ready();
  return app;
};

describe('error handler', () => {
  it('hides internals of unexpected errors behind a generic 500', async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL', message: 'Erro interno do servidor.' });
    expect(response.body).not.toContain('postgres');
  });

  it('maps an AppError to its status, message and headers', async () => {
    const app = await buildApp();
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Processo não encontrado.' });
    const throttled = await app.inject({ method: 'GET', url: '/throttled' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('60');
  });

  it('turns schema validation failures into a clear 400 naming the field', async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/typed?id=abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details[0].path).toBe('query.id');
    expect(body.message).toContain('query.id');
  });

  it("passes the contract's own pt-BR messages through as the message", async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/named?pin=12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Informe o código de verificação de 6 dígitos.');
    expect(response.json().details[0].path).toBe('query.pin');
  });

  it('reports an answer that breaks its contract as a 500 without details', async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });

  it('answers malformed JSON bodies with a 400', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});
