import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPtaxRateSource } from './ptax-rate-source.ts';

const requests: URL[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    const currency = url.searchParams.get('@moeda');
    if (currency === "'XXX'") {
      response.writeHead(500).end();
      return;
    }
    const value =
      currency === "'USD'"
        ? [
            {
              cotacaoCompra: 5.3,
              cotacaoVenda: 5.31,
              dataHoraCotacao: '2026-11-03 10:04:00.1',
              tipoBoletim: 'Abertura',
            },
            {
              cotacaoCompra: 5.35,
              cotacaoVenda: 5.36,
              dataHoraCotacao: '2026-11-03 13:10:00.2',
              tipoBoletim: 'Fechamento',
            },
            {
              cotacaoCompra: 5.4,
              cotacaoVenda: 5.41,
              dataHoraCotacao: '2026-11-03 12:00:00.3',
              tipoBoletim: 'Intermediário',
            },
            {
              cotacaoCompra: 5.2,
              cotacaoVenda: 5.21,
              dataHoraCotacao: '2026-11-02 11:00:00.0',
              tipoBoletim: 'Intermediário',
            },
          ]
        : [
            {
              cotacaoCompra: 6.1,
              cotacaoVenda: 6.12,
              dataHoraCotacao: '2026-11-02 13:00:00.0',
              tipoBoletim: 'Fechamento',
            },
          ];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ value }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/olinda/servico/PTAX/versao/v1/odata/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('PTAX exchange-rate source', () => {
  it('asks the OData service per currency and keeps each day’s closing bulletin', async () => {
    const source = createPtaxRateSource({ baseUrl });
    const quotes = await source.fetchQuotes({
      currencies: ['USD', 'EUR'],
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    });
    expect(quotes).toEqual([
      { currency: 'USD', day: '2026-11-02', buy: 5.2, sell: 5.21 },
      { currency: 'USD', day: '2026-11-03', buy: 5.35, sell: 5.36 },
      { currency: 'EUR', day: '2026-11-02', buy: 6.1, sell: 6.12 },
    ]);
    const usd = requests.find((url) => url.searchParams.get('@moeda') === "'USD'");
    expect(usd?.pathname).toBe(
      '/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)',
    );
    expect(usd?.searchParams.get('@dataInicial')).toBe("'11-01-2026'");
    expect(usd?.searchParams.get('@dataFinalCotacao')).toBe("'11-30-2026'");
    expect(usd?.searchParams.get('$format')).toBe('json');
  });

  it('fails with the status when the service fails', async () => {
    const source = createPtaxRateSource({ baseUrl });
    await expect(
      source.fetchQuotes({ currencies: ['XXX'], fromDay: '2026-11-01', toDay: '2026-11-02' }),
    ).rejects.toThrow('PTAX respondeu 500 para XXX.');
  });
});
