import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZBinaryFile } from './envelope.ts';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZReadyResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.boolean(),
  /** The job queue (e-mail, schedules) answers through its own connection. */
  queue: z.boolean(),
  /** The instance is shutting down (SIGTERM): the proxy must send it nothing new. */
  draining: z.boolean(),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;

export const getHealthCall = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'Liveness: the process answers.',
  isAuthenticated: false,
  responses: { 200: ZHealthResponse },
});

export const getReadyCall = defineCall({
  method: 'GET',
  path: '/ready',
  summary:
    'Readiness, for the load balancer: 200 when the database and the job queue answer; 503 while shutting down or when either does not.',
  isAuthenticated: false,
  responses: { 200: ZReadyResponse, 503: ZReadyResponse },
});

export const getMetricsCall = defineCall({
  method: 'GET',
  path: '/metrics',
  summary:
    'Prometheus metrics (text exposition format) for the operator: requests per route, latency histograms, errors, event-loop delay, pool, queue depth, e-mails. Needs Authorization: Bearer METRICS_TOKEN; 404 when METRICS_TOKEN is not set.',
  isAuthenticated: false,
  auth: 'none',
  isOperatorCall: true,
  isBinary: true,
  fileMediaTypes: ['text/plain'],
  responses: { 200: ZBinaryFile },
});
