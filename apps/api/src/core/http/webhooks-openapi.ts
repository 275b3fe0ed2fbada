import { z } from 'zod';
import {
  WEBHOOK_ENVELOPE_SCHEMAS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@pc/contract/webhooks-events';
import { WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_MS } from '@pc/contract/webhooks';

const HEADERS = [
  {
    name: WEBHOOK_ID_HEADER,
    description:
      'The message id (`msg_…`): the same on every retry and redelivery of one event to one subscription, so the receiver can drop duplicates (delivery is at least once).',
    example: 'msg_2mWy9YlXh3kO2Zc8v1sJ4tQbR7e',
  },
  {
    name: WEBHOOK_TIMESTAMP_HEADER,
    description:
      'Unix seconds when this attempt was signed; refuse a message whose timestamp is far from your clock (Standard Webhooks suggests 5 minutes).',
    example: '1795780800',
  },
  {
    name: WEBHOOK_SIGNATURE_HEADER,
    description:
      'Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the subscription secret (`whsec_…`, base64 after the prefix). Verify with a Standard Webhooks library.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
] as const;

/** One event's entry of the document's `webhooks`: the POST the portal makes to a subscription. */
const webhookOperationOf = (type: (typeof WEBHOOK_EVENT_TYPES)[number]) => ({
  post: {
    operationId: `webhook_${type.replace('.', '_')}`,
    summary: WEBHOOK_EVENT_LABELS[type],
    description: `Sent to every active subscription that chose \`${type}\` and covers the event's company${
      type === 'webhook.test' ? ' (here: only to the subscription whose "testar" call asked for it)' : ''
    }. Answer 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s; any other answer, a redirect or no answer is a failure, tried again with a doubling wait, and a subscription failing for 24 h is disabled (its owner is e-mailed). Only the first ${WEBHOOK_RESPONSE_MAX_BYTES / 1024} KB of an answer are read.`,
    tags: ['Webhooks'],
    security: [],
    parameters: HEADERS.map((header) => ({
      in: 'header',
      name: header.name,
      required: true,
      description: header.description,
      schema: { type: 'string', example: header.example },
    })),
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: z.toJSONSchema(WEBHOOK_ENVELOPE_SCHEMAS[type], {
            target: 'draft-2020-12',
            io: 'output',
          }),
        },
      },
    },
    responses: {
      '2XX': { description: 'Received: the delivery is done.' },
      '4XX': { description: 'A failure: the delivery is tried again later.' },
      '5XX': { description: 'A failure: the delivery is tried again later.' },
    },
  },
});

/** The OpenAPI 3.1 `webhooks` section: every event the portal sends, its headers and its body. */
export const buildWebhooksSection = (): Record<string, unknown> =>
  Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, webhookOperationOf(type)]));
