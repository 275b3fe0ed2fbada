/**
 * `npm run test:cluster`: the portal as it runs past one process, on this machine — a PostgreSQL
 * 15 primary with a streaming replica, two API instances in production mode, and HAProxy in
 * front (deploy/haproxy.cfg) — and the checks that prove the instances share nothing in memory.
 * Prints its figures; exits 1 when a check fails. `--keep` leaves the work folder (logs) behind.
 * Needs Debian's postgresql-15 and haproxy (.ci/run installs them).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getCredentialCall, postLogoutCall } from '@pc/contract/auth';
import { getCashCalendarCall } from '@pc/contract/cash-calendar';
import { getIndicatorStepsCall } from '@pc/contract/indicators';
import { getProcessCall, getReportGeneralCall, postChangeUrgencyCall } from '@pc/contract/process-calls';
import { hashPassword } from '../../apps/api/src/core/auth/password.ts';
import { businessDayOf, BUSINESS_TIME_ZONE } from '../../apps/api/src/lib/business-day.ts';
import {
  metricValue,
  percentile,
  runLoad,
  send,
  sendWithOneRetry,
  serviceToken,
  signIn,
  type TOperation,
} from './cluster-client.ts';
import { startPrimaryAndReplica } from './cluster-postgres.ts';
import { createApiInstance, createProxy } from './cluster-processes.ts';
import { openResumingStream } from './cluster-stream.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');
const isKeeping = process.argv.includes('--keep');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-cluster-'));
const results: { check: string; isOk: boolean; figures: string }[] = [];
const record = (check: string, isOk: boolean, figures: string) => {
  results.push({ check, isOk, figures });
  console.log(`${isOk ? '✔' : '✘'} ${check}\n    ${figures}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = () => randomBytes(32).toString('base64url');

console.log(`━━ cluster: pasta de trabalho ${workDir}`);
const startedAt = performance.now();
const { primary, replica } = await startPrimaryAndReplica(workDir);
const cleanups: (() => Promise<void> | void)[] = [() => replica.stop(), () => primary.stop()];
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  if (!isKeeping) rmSync(workDir, { recursive: true, force: true });
};

try {
  // --- The database, loaded as an operator would: demo data, then its published credentials replaced.
  const admin = new pg.Client({ connectionString: primary.url() });
  await admin.connect();
  await admin.query(`create role portal login password 'portal'`);
  await admin.query('create database portal owner portal');
  await admin.end();
  const databaseUrl = `postgresql://portal:portal@127.0.0.1:${primary.port}/portal`;
  const readUrl = `postgresql://portal:portal@127.0.0.1:${replica.port}/portal`;
  const today = businessDayOf(new Date());
  const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  node(['apps/api/src/seed/cli.ts', '--database-url', databaseUrl, '--processes', '600', '--today', today]);
  const password = `Cluster-${secret().slice(0, 12)}!1`;
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: BUSINESS_TIME_ZONE })
    .format(new Date())
    .toUpperCase();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  // The demo's published password and e-mails go; every user asks for today's digest.
  await db.query(
    `update users set email = 'cluster.' || replace(email, '.example', '.test'), password_hash = $1,
       follow_up = true, follow_up_synthetic = true, follow_up_synthetic_weekday = $2`,
    [await hashPassword(password), weekday],
  );
  node([
    'apps/api/src/cli/service-client-cli.ts',
    'revoke',
    '--client-id',
    'svc_demo_erp',
    '--database-url',
    databaseUrl,
  ]);
  const created = node([
    'apps/api/src/cli/service-client-cli.ts',
    'create',
    '--name',
    'ERP do cluster',
    '--database-url',
    databaseUrl,
  ]);
  const clientId = /client_id:\s+(\S+)/.exec(created)?.[1] ?? '';
  const clientSecret = /client_secret:\s+(\S+)/.exec(created)?.[1] ?? '';

  // --- Two instances and the proxy.
  const [proxyPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
  const webClient = { id: 'portal-clientes-web', secret: secret() };
  const metricsToken = secret();
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_READ_URL: readUrl,
    JWT_SECRET: secret(),
    OAUTH_CLIENT_ID: webClient.id,
    OAUTH_CLIENT_SECRET: webClient.secret,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
    INTERNAL_EMAIL_DOMAIN: 'portal.test',
    FOLLOW_UP_DIGEST_CRON: '* * * * *',
    SHUTDOWN_DELAY_SECONDS: '3',
    LOG_LEVEL: 'info',
  };
  const instances = [
    createApiInstance({ name: 'api1', port: port1, env, workDir }),
    createApiInstance({ name: 'api2', port: port2, env, workDir }),
  ] as const;
  const [api1, api2] = instances;
  await Promise.all(instances.map((instance) => instance.start()));
  cleanups.push(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  });
  const proxy = createProxy({ port: proxyPort, instances, workDir });
  await proxy.start();
  cleanups.push(async () => {
    await proxy.stop('SIGTERM');
  });
  const base = proxy.url;
  console.log(
    `━━ pronto em ${((performance.now() - startedAt) / 1000).toFixed(1)} s: primário :${primary.port}, réplica :${replica.port}, ` +
      `api1 :${port1}, api2 :${port2}, HAProxy ${base}`,
  );

  const email = 'cluster.ana.souza@aurora.test';
  const signedIn = await signIn(base, webClient, email, password);
  if (signedIn.status !== 200) throw new Error(`login: ${signedIn.status} ${signedIn.body}`);
  const userAuth = `Bearer ${(JSON.parse(signedIn.body) as { access_token: string }).access_token}`;
  const serviceAuth = await serviceToken(base, clientId, clientSecret);
  const [company] = (await db.query<{ federal_id: string }>('select federal_id from companies where id = 3'))
    .rows;
  const month = today.slice(0, 7);
  const reportQuery = 'concluido=false&stepsIds=7,2,1,3,4,5,11';
  const firstOfReport = async () => {
    const answer = await send(`${base}${getReportGeneralCall.path}?${reportQuery}&size=1`, {
      headers: { authorization: userAuth },
    });
    return (JSON.parse(answer.body) as { data: { id: number; urgent: boolean }[] }).data[0];
  };
  const first = await firstOfReport();
  if (!first) throw new Error('o relatório não trouxe processos');

  const get = (pathAndQuery: string, label: string, headers: Record<string, string> = {}): TOperation => ({
    label,
    run: () =>
      sendWithOneRetry(`${base}${pathAndQuery}`, { headers: { authorization: userAuth, ...headers } }),
  });
  let nextIdentification = 800_000;
  const acknowledged: number[] = [];
  const putProcess = (): TOperation => {
    nextIdentification += 1;
    const identification = nextIdentification;
    return {
      label: 'PUT processo (ingestão)',
      run: async () => {
        const outcome = await sendWithOneRetry(`${base}/api/integration/processes/${identification}`, {
          method: 'PUT',
          headers: { authorization: serviceAuth, 'content-type': 'application/json' },
          body: JSON.stringify({
            identification,
            companyCnpj: company?.federal_id,
            typeOfProcess: 'CONTA_E_ORDEM',
            status: 'Em trânsito',
            stepId: 3,
            created: today,
          }),
        });
        if (outcome.answer.status === 200) acknowledged.push(identification);
        return outcome;
      },
    };
  };
  const reads: TOperation[] = [
    get(`${getReportGeneralCall.path}?${reportQuery}&size=15`, 'relatório'),
    get(
      `${getCashCalendarCall.path}?customerIds=3,7&startDate=${month}-01T00:00:00&endDate=${month}-28T23:59:59`,
      'calendário financeiro',
    ),
    get(`${getIndicatorStepsCall.path}?customersId=3,7&teamId=0`, 'indicador de etapas'),
    get(getProcessCall.path.replace('{id}', String(first.id)), 'detalhe do processo'),
  ];
  const scrape = async () =>
    Promise.all(
      instances.map(async (instance) => {
        const answer = await send(`${instance.url}/metrics`, {
          headers: { authorization: `Bearer ${metricsToken}` },
        });
        return {
          replica: metricValue(answer.body, 'pdc_heavy_reads_total', 'target="replica"'),
          primary: metricValue(answer.body, 'pdc_heavy_reads_total', 'target="primary"'),
          lag: metricValue(answer.body, 'pdc_read_replica_lag_bytes'),
        };
      }),
    );

  // --- 1. Mixed load over both instances.
  const before = await scrape();
  const mixed = await runLoad({
    durationMs: 8_000,
    concurrency: 12,
    pick: (index) => (index % 6 === 5 ? putProcess() : (reads[index % reads.length] as TOperation)),
  });
  const afterMixed = await scrape();
  const split = [...mixed.byInstance].map(([name, count]) => `${name} ${count}`).join(', ');
  record(
    'carga mista pelo HAProxy nas duas instâncias, 0 erros',
    mixed.errors.length === 0 && mixed.byInstance.size === 2,
    `${mixed.requests} requisições em ${mixed.seconds.toFixed(1)} s (${(mixed.requests / mixed.seconds).toFixed(0)}/s), ` +
      `p50 ${percentile(mixed.latencies, 50).toFixed(0)} ms, p95 ${percentile(mixed.latencies, 95).toFixed(0)} ms; ` +
      `por instância: ${split}; erros: ${mixed.errors.length}${mixed.errors[0] ? ` (${mixed.errors[0].label}: ${mixed.errors[0].status} ${mixed.errors[0].body})` : ''}`,
  );
  const replicaReads = afterMixed.reduce((sum, m, i) => sum + m.replica - (before[i]?.replica ?? 0), 0);
  const primaryReads = afterMixed.reduce((sum, m, i) => sum + m.primary - (before[i]?.primary ?? 0), 0);
  record(
    'leituras pesadas servidas pela réplica',
    replicaReads > 0 && afterMixed.every((m, i) => m.replica > (before[i]?.replica ?? 0)),
    `réplica ${replicaReads}, primário ${primaryReads} (relatório, calendário, indicadores); atraso da réplica: ${afterMixed.map((m) => `${m.lag} B`).join(' / ')}`,
  );

  // --- 2. Login throttling shared by the instances.
  const wrong = (instance: (typeof instances)[number]) =>
    signIn(instance.url, webClient, 'ninguem@cluster.test', 'senha-errada');
  const attempts = [];
  for (const instance of [api1, api2, api1, api2, api1, api1, api2]) attempts.push(await wrong(instance));
  const statuses = attempts.map((answer) => answer.status);
  record(
    'bloqueio de login vale entre instâncias: a 6ª tentativa errada é recusada em qualquer uma',
    statuses.slice(0, 5).every((status) => status === 400) &&
      statuses.slice(5).every((status) => status === 429) &&
      attempts[6]?.body.includes('Muitas tentativas sem sucesso') === true,
    `tentativas alternadas api1/api2: ${statuses.join(', ')}`,
  );

  // --- 3. A revoked session is refused by both instances.
  const session = JSON.parse((await signIn(base, webClient, email, password)).body) as {
    access_token: string;
    refresh_token: string;
  };
  const credential = (instance: (typeof instances)[number]) =>
    send(`${instance.url}${getCredentialCall.path}`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
  const beforeLogout = [(await credential(api1)).status, (await credential(api2)).status];
  const logout = await send(`${api1.url}${postLogoutCall.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: session.refresh_token }),
  });
  const afterLogout = [(await credential(api1)).status, (await credential(api2)).status];
  record(
    'sessão encerrada (na api1) é recusada pelas duas instâncias',
    beforeLogout.every((status) => status === 200) &&
      logout.status === 200 &&
      afterLogout.every((status) => status === 401),
    `antes: ${beforeLogout.join('/')}, logout: ${logout.status}, depois: ${afterLogout.join('/')}`,
  );

  // --- 4. An instance stopped, then one killed, under load.
  acknowledged.length = 0;
  let drained = '';
  const underFire = await runLoad({
    durationMs: 4_000,
    concurrency: 8,
    pick: (index) => (index % 2 === 0 ? putProcess() : (reads[index % reads.length] as TOperation)),
    during: async () => {
      await sleep(1_500);
      const stopAt = performance.now();
      const code = await api1.stop('SIGTERM');
      drained = `api1 SIGTERM → saiu com ${code} em ${((performance.now() - stopAt) / 1000).toFixed(1)} s`;
      await api1.start();
      await sleep(3_000);
      await api2.stop('SIGKILL');
      await sleep(1_000);
      await api2.start();
      await sleep(2_500);
    },
  });
  const found = (
    await db.query<{ count: number }>(
      'select count(*)::int as count from processes where identification = any($1)',
      [acknowledged],
    )
  ).rows[0]?.count;
  const retried = [...underFire.retriedStatuses].map(
    ([status, count]) => `${count}× ${status === 0 ? 'conexão' : status}`,
  );
  record(
    'parar (SIGTERM) e matar (SIGKILL) instâncias sob carga: nenhuma escrita confirmada se perde, clientes veem no máximo uma nova tentativa',
    underFire.errors.length === 0 && found === acknowledged.length && acknowledged.length > 0,
    `${underFire.requests} requisições em ${underFire.seconds.toFixed(1)} s; ${drained}; api2 SIGKILL e reiniciada; ` +
      `escritas confirmadas ${acknowledged.length}, no banco ${found}; novas tentativas do cliente: ${underFire.retries}${retried.length ? ` (${retried.join(', ')})` : ''}; ` +
      `erros após a nova tentativa: ${underFire.errors.length}${underFire.errors[0] ? ` (${underFire.errors[0].label}: ${underFire.errors[0].status})` : ''}`,
  );

  // --- 5. Read-your-writes: a change of urgency, then the list at once, with X-Read-After.
  const changeUrgency = (hasUrgency: boolean) =>
    send(`${base}${postChangeUrgencyCall.path}`, {
      method: 'POST',
      headers: { authorization: userAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ processId: first.id, hasUrgency, justification: 'teste do cluster' }),
    });
  const urgencyInList = async (headers: Record<string, string>) => {
    const answer = await send(`${base}${getReportGeneralCall.path}?${reportQuery}&size=1`, {
      headers: { authorization: userAuth, ...headers },
    });
    const row = (JSON.parse(answer.body) as { data: { id: number; urgent: boolean }[] }).data[0];
    return row?.id === first.id ? row.urgent : null;
  };
  const beforeRyw = await scrape();
  let isUrgent = first.urgent;
  let stale = 0;
  const rounds = 20;
  for (let round = 0; round < rounds; round += 1) {
    isUrgent = !isUrgent;
    const change = await changeUrgency(isUrgent);
    const position = change.headers.get('x-write-position') ?? '';
    const seen = await urgencyInList({ 'x-read-after': position });
    if (change.status !== 200 || !position || seen !== isUrgent) stale += 1;
  }
  const afterRyw = await scrape();
  const rywReplica = afterRyw.reduce((sum, m, i) => sum + m.replica - (beforeRyw[i]?.replica ?? 0), 0);
  record(
    'uma escrita aparece na leitura seguinte (X-Write-Position → X-Read-After)',
    stale === 0,
    `${rounds} trocas de urgência seguidas da lista: ${rounds - stale} viram a mudança; servidas pela réplica ${rywReplica}, pelo primário ${rounds - rywReplica}`,
  );

  // The same with the replica's replay paused: the header is what keeps the writer's read fresh.
  const standby = new pg.Client({ connectionString: replica.url('portal') });
  await standby.connect();
  cleanups.push(() => standby.end());
  await standby.query('select pg_wal_replay_pause()');
  isUrgent = !isUrgent;
  const pausedChange = await changeUrgency(isUrgent);
  const withHeader = await urgencyInList({
    'x-read-after': pausedChange.headers.get('x-write-position') ?? '',
  });
  const withoutHeader = await urgencyInList({});
  await standby.query('select pg_wal_replay_resume()');
  record(
    'com a réplica parada, quem escreveu lê do primário; sem X-Read-After a réplica ainda mostra o valor antigo',
    withHeader === isUrgent && withoutHeader === !isUrgent,
    `urgência passou a ${isUrgent}: com X-Read-After ${withHeader}, sem ${withoutHeader}`,
  );

  // --- 6. Request ids across the proxy.
  const traced = await send(`${base}/health`, { headers: { 'x-request-id': 'cluster-req-0001' } });
  const minted = await send(`${base}/health`);
  const mintedId = minted.headers.get('x-request-id') ?? '';
  await sleep(300);
  const logs = instances.map((instance) => readFileSync(instance.logFile, 'utf8')).join('\n');
  record(
    'id da requisição atravessa o proxy até o log da instância',
    traced.headers.get('x-request-id') === 'cluster-req-0001' &&
      logs.includes('"reqId":"cluster-req-0001"') &&
      mintedId.length > 0 &&
      logs.includes(`"reqId":"${mintedId}"`),
    `enviado cluster-req-0001 → resposta e log; sem id: o HAProxy criou ${mintedId}`,
  );

  const publicMetrics = await send(`${base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const directMetrics = await send(`${api1.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  record(
    '/metrics não é público: o proxy o recusa; o Prometheus lê cada instância com o token',
    publicMetrics.status === 404 && directMetrics.status === 200,
    `pelo HAProxy ${publicMetrics.status}; direto na api1 ${directMetrics.status} (${directMetrics.body.split('\n').length} linhas)`,
  );

  // --- 7. The scheduled digest runs once per occurrence across both instances.
  const deadline = Date.now() + 120_000;
  let runs: { minute: string; count: number }[] = [];
  while (Date.now() < deadline) {
    runs = (
      await db.query<{ minute: string; count: number }>(
        `select to_char(date_trunc('minute', created_on), 'HH24:MI') as minute, count(*)::int as count
         from pgboss.job where name = 'follow-up-digest' and state = 'completed' group by 1 order by 1`,
      )
    ).rows;
    if (runs.length > 0) break;
    await sleep(2_000);
  }
  const completedRuns = runs.reduce((sum, run) => sum + run.count, 0);
  const logged = instances
    .map((instance) => readFileSync(instance.logFile, 'utf8').split('resumo semanal enviado').length - 1)
    .reduce((sum, count) => sum + count, 0);
  const outbox = (
    await db.query<{ total: number; distinct: number }>(
      `select count(*)::int as total, count(distinct dedupe_key)::int as distinct from email_outbox where dedupe_key like 'digest:%'`,
    )
  ).rows[0];
  record(
    'o resumo agendado roda uma vez por horário, não uma por instância',
    runs.length > 0 &&
      runs.every((run) => run.count === 1) &&
      logged === completedRuns &&
      (outbox?.total ?? 0) > 0,
    `execuções por minuto: ${runs.map((run) => `${run.minute} ${run.count}×`).join(', ') || 'nenhuma'}; ` +
      `registradas nos logs das duas instâncias: ${logged}; e-mails de resumo na fila: ${outbox?.total ?? 0} (${outbox?.distinct ?? 0} destinatários)`,
  );

  // --- 8. The notification stream through HAProxy: a change written through the ingestion API
  // reaches Ana's open tab, and the tab resumes after its last event when its instance restarts.
  const detail = await send(`${base}${getProcessCall.path.replace('{id}', String(first.id))}`, {
    headers: { authorization: userAuth },
  });
  const picked = (JSON.parse(detail.body) as { data: { identification: number; datesETA: string | null } })
    .data;
  const etaBase = (picked.datesETA ?? `${today}`).slice(0, 10);
  const shifted = (days: number) =>
    new Date(Date.parse(`${etaBase}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const brDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  let offset = 0;
  const moveEta = async () => {
    offset += 5;
    const day = shifted(offset);
    const sentAt = performance.now();
    const { answer } = await sendWithOneRetry(`${base}/api/integration/processes/${picked.identification}`, {
      method: 'PUT',
      headers: { authorization: serviceAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ identification: picked.identification, datesETA: day }),
    });
    if (answer.status !== 200) throw new Error(`PUT ETA: ${answer.status} ${answer.body}`);
    return { text: `para ${brDay(day)} (5 dias depois)`, sentAt };
  };
  if (picked.datesETA === null) {
    // A first ETA is not a move: set one, so the moves below are news.
    await sendWithOneRetry(`${base}/api/integration/processes/${picked.identification}`, {
      method: 'PUT',
      headers: { authorization: serviceAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ identification: picked.identification, datesETA: etaBase }),
    });
  }
  const stream = openResumingStream({ base, authorization: userAuth });
  try {
    await sleep(1_000);
    const latencies: number[] = [];
    let lost = 0;
    for (let round = 0; round < 20; round += 1) {
      const { text, sentAt } = await moveEta();
      const arrived = await stream.waitFor(text);
      if (arrived) latencies.push(arrived.at - sentAt);
      else lost += 1;
    }
    // A change while an instance restarts, then while the other does: each still reaches the tab.
    let missedOnRestart = 0;
    for (const instance of [api1, api2]) {
      await instance.stop('SIGTERM');
      const { text } = await moveEta();
      await instance.start();
      if (!(await stream.waitFor(text, 30_000))) missedOnRestart += 1;
    }
    const ids = stream.received.map((entry) => entry.notification.id);
    record(
      'notificações ao vivo pelo HAProxy: a mudança da ingestão chega à aba aberta, que retoma do último evento quando sua instância reinicia',
      lost === 0 && missedOnRestart === 0 && new Set(ids).size === ids.length,
      `${latencies.length} de 20 mudanças recebidas; da escrita (PUT) à aba: p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms; api1 e api2 reiniciadas (SIGTERM): ${2 - missedOnRestart} de 2 mudanças ` +
        `recebidas após ${stream.reconnects()} reconexões; repetidas: ${ids.length - new Set(ids).size}`,
    );
  } finally {
    stream.close();
  }
} catch (error) {
  record('o cluster subiu e respondeu', false, error instanceof Error ? error.message : String(error));
} finally {
  await cleanUp();
}

const failed = results.filter((result) => !result.isOk);
console.log(
  `\n━━ cluster: ${results.length - failed.length}/${results.length} verificações ok em ${((performance.now() - startedAt) / 1000).toFixed(0)} s` +
    (isKeeping ? ` (logs em ${workDir})` : ''),
);
process.exit(failed.length === 0 ? 0 : 1);
