import { WEBHOOK_URL_NOT_PUBLIC_MESSAGE } from '@pc/contract/webhooks';
import { describe, expect, it } from 'vitest';
import { assertPublicWebhookUrl, isPublicAddress, literalHostError } from './url-guard.ts';

// Literal addresses only: nothing here resolves a name or opens a connection.
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '200.1.2.3',
  '2001:4860:4860::8888',
  '2606:4700:4700::1111',
  '2800:3f0:4001:80a::200e',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '0:0:0:0:0:ffff:5db8:d822',
];

const NOT_PUBLIC: [label: string, addresses: string[]][] = [
  ['this host', ['0.0.0.0', '0.1.2.3', '::']],
  ['loopback', ['127.0.0.1', '127.255.255.254', '::1']],
  ['private', ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fc00::1', 'fd12:3456::1']],
  ['link-local (cloud metadata)', ['169.254.169.254', 'fe80::1']],
  ['shared (CGNAT)', ['100.64.0.1', '100.127.255.254']],
  ['IETF protocol assignments', ['192.0.0.8']],
  ['documentation', ['192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:db8::1']],
  ['benchmarking', ['198.18.0.1', '198.19.255.255']],
  ['multicast', ['224.0.0.1', '239.255.255.250', 'ff02::1']],
  ['reserved and broadcast', ['240.0.0.1', '255.255.255.255']],
  [
    'IPv4-mapped, judged by the IPv4 host',
    ['::ffff:127.0.0.1', '::FFFF:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
  ],
  ['IPv4-compatible (deprecated)', ['::127.0.0.1', '::7f00:1', '::8.8.8.8', '::a00:1']],
  ['NAT64', ['64:ff9b::808:808', '64:ff9b:1::1']],
  ['6to4', ['2002:808:808::1', '192.88.99.1']],
  ['Teredo and other IETF blocks', ['2001::1', '2001:0:4136:e378::1']],
  ['discard-only', ['100::1']],
  ['site-local (deprecated)', ['fec0::1']],
  ['not an IP address', ['', 'localhost', '8.8.8', '::ffff:999.1.1.1', '[::1]']],
];

describe('isPublicAddress', () => {
  it.each(PUBLIC)('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(NOT_PUBLIC)('refuses %s', (_label, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('the guard on a literal host', () => {
  it('accepts a public address of either family at subscription and at connection', async () => {
    for (const url of [
      'https://8.8.8.8/hook',
      'http://93.184.216.34/',
      'https://[2001:4860:4860::8888]/hook',
    ]) {
      await expect(assertPublicWebhookUrl({ url, isPrivateAllowed: false }), url).resolves.toBeUndefined();
      expect(literalHostError(new URL(url)), url).toBeNull();
    }
  });

  it('refuses a loopback written as IPv4-compatible or -mapped IPv6', async () => {
    for (const url of ['http://[::127.0.0.1]/', 'http://[::7f00:1]/', 'http://[::ffff:127.0.0.1]/']) {
      await expect(assertPublicWebhookUrl({ url, isPrivateAllowed: false }), url).rejects.toMatchObject({
        message: WEBHOOK_URL_NOT_PUBLIC_MESSAGE,
      });
      expect(literalHostError(new URL(url)), url).toBeInstanceOf(Error);
    }
  });
});
