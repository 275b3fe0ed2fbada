import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const TOKEN = 'prometheus-scrape-token-1234';

describe('GET /metrics (Prometheus)', () => {
  let ctx: TTestApp;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  it('is never public: no or a wrong token answers 401', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Informe o token de métricas.');
  });

  it('exposes per-route latency with status, the event loop, the outbox and the job queues', async () => {
    await ctx.app.inject({ method: 'GET', url: '/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/public/customer/processes/1' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/health"[^}]*\} 1/);
    // Errors are the same histogram by status code.
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*status_code="401"[^}]*\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('pdc_email_outbox{status="FAILED"} 0');
    expect(text).toContain('# HELP pdc_job_queue_depth');
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
