import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_RESPONSE_MAX_BYTES,
  WEBHOOK_TIMEOUT_MS,
  webhookTimeoutMessage,
} from '@pc/contract/webhooks';
import { describeDeliveryError } from './delivery-error.ts';
import { guardedLookup, literalHostError, parseWebhookUrl } from './url-guard.ts';

/** What a try got: the receiver's status and the start of its answer, or why there was none. */
export type TPostResult =
  { isAnswered: true; statusCode: number; body: string } | { isAnswered: false; error: string };

const ERROR_TEXT_MAX = 500;

/**
 * POSTs one signed delivery. The address connected to is checked by the request's own lookup
 * (unless private addresses are allowed), redirects are not followed, the whole try gives up after
 * WEBHOOK_TIMEOUT_MS and the answer is read up to WEBHOOK_RESPONSE_MAX_BYTES, then dropped.
 */
export const postWebhook = ({
  url: value,
  headers,
  body,
  isPrivateAllowed,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  url: string;
  headers: Record<string, string>;
  body: string;
  isPrivateAllowed: boolean;
  timeoutMs?: number;
}): Promise<TPostResult> =>
  new Promise((resolve) => {
    const url = parseWebhookUrl(value);
    if (!url) {
      resolve({ isAnswered: false, error: WEBHOOK_DELIVERY_ERRORS.INVALID_URL });
      return;
    }
    const literal = isPrivateAllowed ? null : literalHostError(url);
    if (literal) {
      resolve({ isAnswered: false, error: describeDeliveryError(literal) });
      return;
    }
    let isSettled = false;
    const settle = (result: TPostResult) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'PortalDosClientes-Webhooks/1.0',
        },
        ...(isPrivateAllowed ? {} : { lookup: guardedLookup }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          settle({
            isAnswered: true,
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, ERROR_TEXT_MAX),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= WEBHOOK_RESPONSE_MAX_BYTES) return;
          chunks.push(chunk.subarray(0, WEBHOOK_RESPONSE_MAX_BYTES - size));
          size += chunk.length;
          // Enough read: the rest is not waited for.
          if (size >= WEBHOOK_RESPONSE_MAX_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      settle({ isAnswered: false, error: webhookTimeoutMessage(timeoutMs) });
    }, timeoutMs);
    request.on('error', (error) => settle({ isAnswered: false, error: describeDeliveryError(error) }));
    request.end(body);
  });
