import createClient from 'openapi-fetch';
import type { paths } from './openapi.ts';

type TProcessPut = paths['/api/integration/processes/{identification}']['put'];
/** One process: the body of the single upsert, and one line of the bulk. */
type TProcessLine = TProcessPut['requestBody']['content']['application/json'];
type TLineResult = TProcessPut['responses'][200]['content']['application/json'];

type TRunIntegrationSessionOptions = { baseUrl: string; clientId: string; clientSecret: string };

const failureOf = (step: string, error: unknown) => new Error(`${step}: ${JSON.stringify(error)}`);

export const runIntegrationSession = async ({
  baseUrl,
  clientId,
  clientSecret,
}: TRunIntegrationSessionOptions) => {
  // 1. A token (valid one hour; ask again with the same credentials when it expires).
  const token = await createClient<paths>({ baseUrl }).POST('/api/integration/oauth/token', {
    headers: {
      authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: { grant_type: 'client_credentials' },
  });
  if (!token.data) throw failureOf('token', token.error);
  const erp = createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${token.data.access_token}` },
  });

  // 2. The customer company, by CNPJ (punctuation optional; the client sends "/" as %2F).
  const company = await erp.PUT('/api/integration/companies/{cnpj}', {
    params: { path: { cnpj: '12.345.678/0001-90' } },
    body: { name: 'Aurora Têxtil Ltda' },
  });
  if (!company.data) throw failureOf('company', company.error);
  // { result: 'created', id: 2518, cnpj: '12345678000190' }

  // 3. The first process (creating one needs companyCnpj, typeOfProcess, status, stepId, created).
  const first = await erp.PUT('/api/integration/processes/{identification}', {
    params: { path: { identification: 90812 } },
    body: {
      identification: 90812,
      companyCnpj: '12.345.678/0001-90',
      typeOfProcess: 'CONTA_E_ORDEM',
      status: 'Em trânsito',
      stepId: 3,
      created: '2026-11-02',
      exporterName: 'Ningbo Export Co.',
      invoice: 'INV-2026-077',
      datesETD: '2026-11-20',
      datesETA: '2026-12-18',
      originCountry: 'CN',
    },
  });
  if (!first.data) throw failureOf('process', first.error);
  // { line: 1, identification: 90812, result: 'created', id: 2001 }

  // 4. Many processes at once: NDJSON, one process per line (up to 20,000 lines, 64 MB).
  const lines: TProcessLine[] = [
    { identification: 90812, datesETA: '2026-12-21' },
    {
      identification: 90813,
      companyCnpj: '12345678000190',
      typeOfProcess: 'ENCOMENDA',
      status: 'Aguardando embarque',
      stepId: 2,
      created: '2026-11-10',
    },
    { identification: 90814, datesETA: '2026-02-30' },
  ];
  const bulk = await erp.POST('/api/integration/processes/bulk', {
    headers: { 'content-type': 'application/x-ndjson' },
    body: lines.map((line) => JSON.stringify(line)).join('\n'),
    bodySerializer: (ndjson) => ndjson,
    parseAs: 'text',
  });
  if (bulk.data === undefined) throw failureOf('bulk', bulk.error);
  const results = bulk.data
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as TLineResult);
  // { line: 1, identification: 90812, result: 'updated', id: 2001 }
  // { line: 2, identification: 90813, result: 'created', id: 2002 }
  // { line: 3, identification: 90814, result: 'rejected', reason: 'datesETA: data inexistente.' }

  return { company: company.data, process: first.data, results };
};
