import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_DELIVERY_ERRORS } from '@pc/contract/webhooks';
import { describeDeliveryError } from './delivery-error.ts';
import { postWebhook } from './post-webhook.ts';
import { NonPublicAddressError } from './url-guard.ts';

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the delivery log says why in pt-BR, never the system message', () => {
  it.each([
    ['ECONNREFUSED', WEBHOOK_DELIVERY_ERRORS.REFUSED],
    ['EHOSTUNREACH', WEBHOOK_DELIVERY_ERRORS.UNREACHABLE],
    ['ENETUNREACH', WEBHOOK_DELIVERY_ERRORS.UNREACHABLE],
    ['ENOTFOUND', WEBHOOK_DELIVERY_ERRORS.NOT_FOUND],
    ['EAI_AGAIN', WEBHOOK_DELIVERY_ERRORS.NOT_FOUND],
    ['ECONNRESET', WEBHOOK_DELIVERY_ERRORS.INTERRUPTED],
    ['ETIMEDOUT', WEBHOOK_DELIVERY_ERRORS.TIMEOUT],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', WEBHOOK_DELIVERY_ERRORS.TLS],
    ['CERT_HAS_EXPIRED', WEBHOOK_DELIVERY_ERRORS.TLS],
    ['ERR_TLS_CERT_ALTNAME_INVALID', WEBHOOK_DELIVERY_ERRORS.TLS],
    ['E_SOMETHING_NEW', WEBHOOK_DELIVERY_ERRORS.OTHER],
  ])('%s → its category, with no address or port', (code, expected) => {
    const text = describeDeliveryError(withCode(code, `connect ${code} ::7f00:1:18391`));
    expect(text).toBe(expected);
    expect(text).not.toMatch(/18391|7f00|::/);
  });

  it('an address the guard refused is "não permitido", without the address', () => {
    expect(describeDeliveryError(new NonPublicAddressError('10.1.2.3'))).toBe(
      WEBHOOK_DELIVERY_ERRORS.NOT_ALLOWED,
    );
  });

  it('a real refused connection and a literal private address, as a try records them', async () => {
    // A port that was just free: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const send = (url: string, isPrivateAllowed: boolean) =>
      postWebhook({ url, body: '{}', headers: {}, isPrivateAllowed, timeoutMs: 5_000 });

    expect(await send(`http://127.0.0.1:${port}/`, true)).toEqual({
      isAnswered: false,
      error: WEBHOOK_DELIVERY_ERRORS.REFUSED,
    });
    expect(await send(`http://[::7f00:1]:${port}/`, false)).toEqual({
      isAnswered: false,
      error: WEBHOOK_DELIVERY_ERRORS.NOT_ALLOWED,
    });
    expect(await send('not a url', false)).toEqual({
      isAnswered: false,
      error: WEBHOOK_DELIVERY_ERRORS.INVALID_URL,
    });
  });
});
