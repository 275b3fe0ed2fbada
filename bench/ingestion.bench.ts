/**
 * The ingestion API: N new processes sent as one NDJSON request to
 * POST /api/integration/processes/bulk (app.inject with a service client's token), then the same
 * request again (every line unchanged), then every process with a new ETA and status (updates
 * through the change trail). Rows per second of each pass, against a bare baseline measured in
 * the same run: the same rows inserted with multi-row INSERTs of 500 straight through the driver.
 * Runs on the bench's PostgreSQL dataset (BENCH_DATABASE_URL) and removes what it wrote, so the
 * dataset stays the one the other benches reuse.
 *
 *   cd bench && BENCH_REUSE=1 BENCH_DATABASE_URL=postgresql://…/pdc_bench node ingestion.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { TIngestLineResult, TIngestProcessInput } from '@pc/contract/integration';
import { createServiceClient, SERVICE_AUDIENCE } from '../apps/api/src/core/auth/service-client.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { buildProcessSearchText } from '../apps/api/src/db/search-text.ts';
import { BENCH_COMPANY_ID, rowsOf, runBareSql, type TBenchTarget } from './bench-database.ts';
import { recordResult } from './bench-results.ts';
import { currentTargetKind, runOnTargets, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '107000' },
    rows: { type: 'string', default: '10000' },
    only: { type: 'string', default: 'postgres' },
  },
});
const processes = Number(values.processes);
const rows = Number(values.rows);
const GOAL_ROWS_PER_SECOND = 2000;
/** Far above the seed's reference numbers, so the bench's processes are new and easy to remove. */
const FIRST_IDENTIFICATION = 900_000_000;

const lineOf = (index: number, cnpj: string, pass: 'create' | 'update'): TIngestProcessInput => ({
  identification: FIRST_IDENTIFICATION + index,
  companyCnpj: cnpj,
  typeOfProcess: index % 2 === 0 ? 'CONTA_E_ORDEM' : 'ENCOMENDA',
  status: pass === 'create' ? 'Em trânsito' : 'Atracado',
  stepId: 3,
  created: '2026-06-01',
  exporterName: `Exportadora Bench ${index % 50}`,
  customerRef: `PO-${index}`,
  invoice: `INV-${index}`,
  wayOfTransport: 'MARITIMA',
  typeOfBoarding: 'FCL',
  originCountry: 'CN',
  cifValue: 1000 + index,
  cifValueCurrency: 'USD',
  datesETD: '2026-06-10',
  datesETA: pass === 'create' ? '2026-07-10' : '2026-07-14',
  estimatedStepCashRequest: '2026-07-05',
  estimatedStepCashRequestEstimatedValue: 5000,
});

const removeBenchRows = async ({ handle }: TBenchTarget) => {
  const where = `process_id in (select id from processes where identification >= ${FIRST_IDENTIFICATION})`;
  for (const table of ['history_items', 'process_changes']) {
    await handle.db.execute(sql.raw(`delete from ${table} where ${where}`));
  }
  await handle.db.execute(sql.raw(`delete from processes where identification >= ${FIRST_IDENTIFICATION}`));
  await handle.db.execute(sql.raw(`delete from partners where name like 'Exportadora Bench %'`));
  await handle.db.execute(sql.raw(`delete from service_clients where name = 'bench'`));
};

/** The bare baseline: the same rows (resolved columns) in multi-row INSERTs of 500 (each one statement). */
const bareInsert = async (target: TBenchTarget): Promise<number> => {
  const startedAt = performance.now();
  for (let start = 0; start < rows; start += 500) {
    const batch = Array.from({ length: Math.min(500, rows - start) }, (_, offset) => start + offset);
    const params: unknown[] = [];
    const tuples = batch.map((index) => {
      const line = lineOf(index, '', 'create');
      const values = [
        BENCH_COMPANY_ID,
        line.identification,
        line.typeOfProcess,
        line.status,
        line.stepId,
        '2026-06-01T03:00:00Z',
        line.customerRef,
        line.invoice,
        line.wayOfTransport,
        line.typeOfBoarding,
        String(line.cifValue),
        line.cifValueCurrency,
        line.datesETD,
        line.datesETA,
        line.estimatedStepCashRequest,
        String(line.estimatedStepCashRequestEstimatedValue),
        buildProcessSearchText({
          identification: line.identification,
          invoice: line.invoice,
          customerRef: line.customerRef,
        }),
      ];
      const placeholders = values.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await runBareSql(
      target.handle,
      `insert into processes (company_id, identification, type_of_process, status, step_id, created, customer_ref, invoice, way_of_transport, type_of_boarding, cif_value, cif_value_currency, dates_etd, dates_eta, estimated_step_cash_request, estimated_step_cash_request_estimated_value, search_text) values ${tuples.join(', ')}`,
      params,
    );
  }
  return performance.now() - startedAt;
};

const bench = async (target: TBenchTarget) => {
  const { label, handle } = target;
  if (handle.kind !== 'postgres')
    throw new Error('the ingestion bench runs on PostgreSQL (BENCH_DATABASE_URL)');
  await removeBenchRows(target);
  const { app } = await startBenchApp(handle);
  const [company] = rowsOf<{ federal_id: string }>(
    await handle.db.execute(sql.raw(`select federal_id from companies where id = ${BENCH_COMPANY_ID}`)),
  );
  const cnpj = company?.federal_id ?? '';
  const client = await createServiceClient({ db: handle.db, name: 'bench', companyIds: null });
  const iat = Math.floor(Date.now() / 1000);
  const token = await signAccessToken({
    claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 3600, aud: SERVICE_AUDIENCE },
    signingKeys: app.config.JWT_SIGNING_KEYS,
  });
  const send = async (pass: 'create' | 'update') => {
    const payload = Array.from({ length: rows }, (_, index) =>
      JSON.stringify(lineOf(index, cnpj, pass)),
    ).join('\n');
    const startedAt = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/integration/processes/bulk',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
      payload,
    });
    const ms = performance.now() - startedAt;
    if (response.statusCode !== 200)
      throw new Error(`bulk: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const counts = new Map<string, number>();
    for (const line of response.body.split('\n')) {
      if (line === '') continue;
      const { result } = JSON.parse(line) as TIngestLineResult;
      counts.set(result, (counts.get(result) ?? 0) + 1);
    }
    return { ms, counts: Object.fromEntries(counts) };
  };

  console.log(`\n${label}: ${rows.toLocaleString('en-US')} processes as one NDJSON request`);
  const created = await send('create');
  const unchanged = await send('create');
  const updated = await send('update');
  await removeBenchRows(target);
  const bareMs = await bareInsert(target);
  await removeBenchRows(target);
  await app.close();

  const perSecond = (ms: number) => (rows / ms) * 1000;
  for (const [name, pass] of [
    ['new processes', created],
    ['the same again (unchanged)', unchanged],
    ['new ETA and status (updates via the trail)', updated],
  ] as const) {
    console.log(
      `  ${name.padEnd(44)} ${(pass.ms / 1000).toFixed(2)} s  ${perSecond(pass.ms).toFixed(0).padStart(6)} rows/s  ${JSON.stringify(pass.counts)}`,
    );
    recordResult({
      area: 'Ingestion',
      name: `NDJSON bulk, ${rows.toLocaleString('en-US')} ${name} (${currentTargetKind()})`,
      goal: `≥ ${GOAL_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s`,
      baseline: `bare INSERT ${perSecond(bareMs).toFixed(0)} rows/s`,
      figure: `${perSecond(pass.ms).toFixed(0)} rows/s`,
      ratio: pass.ms / bareMs,
      isMet: perSecond(pass.ms) >= GOAL_ROWS_PER_SECOND,
    });
  }
  console.log(
    `  bare multi-row INSERT (baseline)             ${(bareMs / 1000).toFixed(2)} s  ${perSecond(bareMs).toFixed(0).padStart(6)} rows/s`,
  );
};

await runOnTargets(processes, bench, values.only);
