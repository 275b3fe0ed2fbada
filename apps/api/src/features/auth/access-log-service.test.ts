import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lookUpOrigin } from './access-log-service.ts';

const silentLogger = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** A local lookup host that records every path it is asked for. */
describe('lookUpOrigin: the server-side IP lookup', () => {
  let server: Server;
  let lookupUrl: string;
  const paths: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ city: 'Santos', region: 'SP', country_name: 'Brasil' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    lookupUrl = `http://127.0.0.1:${port}/lookup/{ip}/json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    paths.length = 0;
  });

  it('looks up a public address at the configured path', async () => {
    for (const ip of ['200.1.2.3', '2800:3f0:4001:80a::200e']) {
      expect(await lookUpOrigin({ lookupUrl, ip, logger: silentLogger })).toEqual({
        origin: 'Santos - SP - Brasil',
        provider: new URL(lookupUrl.replace('{ip}', 'x')).host,
      });
    }
    expect(paths).toEqual(['/lookup/200.1.2.3/json', '/lookup/2800%3A3f0%3A4001%3A80a%3A%3A200e/json']);
  });

  it('never calls the host for text that is not an IP address (".." once reached /json)', async () => {
    for (const ip of [
      '..',
      '.',
      '../admin',
      'N/I',
      '200.1.2.3/../..',
      '200.1.2.3?x=1',
      '%2e%2e',
      ' 200.1.2.3',
    ]) {
      expect(await lookUpOrigin({ lookupUrl, ip, logger: silentLogger }), ip).toBeNull();
    }
    expect(paths).toEqual([]);
  });

  it('skips private, loopback, link-local and other non-public addresses', async () => {
    for (const ip of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.10',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(await lookUpOrigin({ lookupUrl, ip, logger: silentLogger }), ip).toBeNull();
    }
    expect(paths).toEqual([]);
  });
});
