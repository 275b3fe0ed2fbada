/**
 * Collaboration on PostgreSQL: a process's conversation of 1,000 messages opened in the
 * modal (goal ≤ 50 ms) and the back-office's Atendimento inbox over 100,000 conversations (goal
 * ≤ 150 ms), each through the app (app.inject) beside bare SQL that reads the same rows.
 * The demo seed's processes are cloned by set-based SQL up to --threads processes over the demo's
 * companies, each with a short conversation (a third still waiting for the broker).
 *
 *   cd bench && BENCH_DATABASE_URL=postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_bench node collaboration.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '../apps/api/src/db/client.ts';
import {
  BENCH_COMPANY_ID,
  openPostgresTarget,
  percentile,
  rowsOf,
  runBareSql,
  runTimedSql,
  timeIt,
} from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { p50p99, peakRssMb, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    threads: { type: 'string', default: '100000' },
    messages: { type: 'string', default: '1000' },
    iterations: { type: 'string', default: '30' },
  },
});
const threadCount = Number(values.threads);
const longThreadMessages = Number(values.messages);
const iterations = Number(values.iterations);
const SEED_PROCESSES = 2000;

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');

/** Clones the seeded processes, then writes every conversation and its inbox row in bulk. */
const grow = async (handle: TDatabaseHandle): Promise<{ longProcessId: number }> => {
  const columns = rowsOf<{ name: string }>(
    await handle.db.execute(
      sql.raw(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = 'processes' and column_name not in ('id', 'company_id', 'identification')
          order by ordinal_position`,
      ),
    ),
  ).map((row) => `"${row.name}"`);
  const clones = Math.max(0, threadCount - SEED_PROCESSES);
  console.log(
    `  ${clones.toLocaleString('en-US')} processes ${await runTimedSql(
      handle,
      `insert into processes (company_id, identification, ${columns.join(', ')})
       select c.id, 20000000 + g, ${columns.map((column) => `p.${column}`).join(', ')}
         from generate_series(1, ${clones}) g
         join (select *, row_number() over (order by id) - 1 as slot from processes) p on p.slot = g % ${SEED_PROCESSES}
         join (select id, row_number() over (order by id) - 1 as slot from companies) c
           on c.slot = g % (select count(*) from companies)`,
    )} s`,
  );
  // Three messages a conversation: the customer asks, the broker answers, and every third
  // customer writes again (those wait for the broker).
  console.log(
    `  messages ${await runTimedSql(
      handle,
      `insert into process_messages (company_id, process_id, kind, text, author_side, author_name, created, notified_at)
       select p.company_id, p.id, 'TEXT', m.text, m.side, m.name,
              timestamptz '2026-06-30 12:00-03' - (p.id % 90) * interval '1 day' + m.n * interval '1 hour', now()
         from (select company_id, id from processes order by id limit ${threadCount}) p
         cross join lateral (values
           (1, 'CUSTOMER', 'Cliente de Bancada', 'Qual a previsão de atracação deste processo?'),
           (2, 'BROKER', 'Equipe de Bancada', 'O armador confirmou a atracação para a próxima semana.'),
           (3, 'CUSTOMER', 'Cliente de Bancada', 'Obrigada! E o registro da DI?')
         ) m(n, side, name, text)
        where m.n < 3 or p.id % 3 = 0`,
    )} s`,
  );
  const [long] = rowsOf<{ id: number }>(
    await handle.db.execute(
      sql.raw(`select min(id) as id from processes where company_id = ${BENCH_COMPANY_ID}`),
    ),
  );
  const longProcessId = Number(long?.id);
  console.log(
    `  one conversation of ${longThreadMessages} messages ${await runTimedSql(
      handle,
      `insert into process_messages (company_id, process_id, kind, text, author_side, author_name, created, notified_at)
       select ${BENCH_COMPANY_ID}, ${longProcessId}, 'TEXT',
              'Mensagem ' || g || ': acompanhamento do processo, com um link https://portal.example/processos/' || g,
              case when g % 2 = 0 then 'BROKER' else 'CUSTOMER' end, 'Bancada',
              timestamptz '2026-01-01 09:00-03' + g * interval '10 minutes', now()
         from generate_series(4, ${longThreadMessages}) g`,
    )} s`,
  );
  console.log(
    `  inbox rows ${await runTimedSql(
      handle,
      `insert into message_threads (company_id, process_id, last_message_id, last_message_at, message_count, waiting_since)
       select company_id, process_id, max(id), max(created), count(*),
              case when (array_agg(author_side order by id desc))[1] = 'CUSTOMER' then max(created) end
         from process_messages group by company_id, process_id
       on conflict do nothing`,
    )} s`,
  );
  await handle.db.execute(sql.raw('vacuum analyze'));
  return { longProcessId };
};

const line = (label: string, goalMs: number, app: number[], bare: number[]) => {
  const [a50, a99] = p50p99(app);
  const [b50, b99] = p50p99(bare);
  console.log(
    `  ${label.padEnd(44)} app p50 ${formatMs(a50).padStart(9)} p99 ${formatMs(a99).padStart(9)} | bare SQL p50 ${formatMs(b50).padStart(9)} p99 ${formatMs(b99).padStart(9)} | ratio p50 ${(a50 / b50).toFixed(2)}`,
  );
  recordResult({
    area: 'Collaboration',
    name: `${label} (PostgreSQL)`,
    goal: `≤ ${goalMs} ms`,
    baseline: `bare p50 ${formatMs(b50)}`,
    figure: `app p50 ${formatMs(a50)}, p99 ${formatMs(a99)}`,
    ratio: a50 / b50,
    isMet: percentile(app, 50) <= goalMs,
  });
};

const target = await openPostgresTarget(url, SEED_PROCESSES);
try {
  const { handle } = target;
  const { longProcessId } = await grow(handle);
  const [counts] = rowsOf<{ threads: number; waiting: number; messages: number }>(
    await handle.db.execute(
      sql.raw(
        `select (select count(*)::int from message_threads) as threads,
                (select count(*)::int from message_threads where waiting_since is not null) as waiting,
                (select count(*)::int from process_messages) as messages`,
      ),
    ),
  );
  console.log(
    `\nPostgreSQL: ${counts?.threads.toLocaleString('en-US')} conversations (${counts?.waiting.toLocaleString('en-US')} waiting), ${counts?.messages.toLocaleString('en-US')} messages`,
  );
  const { app, bearerOf, inject } = await startBenchApp(handle);

  // The modal's Mensagens tab: the newest page of the long conversation, with the caller's unread count.
  const threadUrl = `/api/public/customer/processes/${longProcessId}/messages`;
  const thread = await inject(threadUrl);
  const page = thread.json().data as { messages: unknown[]; hasOlder: boolean };
  console.log(`  conversation page: ${page.messages.length} messages, older: ${page.hasOlder}`);
  const threadApp = await timeIt(iterations, () => inject(threadUrl));
  const threadBare = await timeIt(iterations, () =>
    Promise.all([
      runBareSql(
        handle,
        'select * from process_messages where company_id = $1 and process_id = $2 order by id desc limit 101',
        [BENCH_COMPANY_ID, longProcessId],
      ),
      runBareSql(
        handle,
        'select count(*) from process_messages where company_id = $1 and process_id = $2 and id > 0 and author_user_id is distinct from $3',
        [BENCH_COMPANY_ID, longProcessId, 1],
      ),
    ]),
  );
  line(`conversation of ${longThreadMessages} messages`, 50, threadApp, threadBare);

  // Atendimento: a staff member's first page of every company's conversations, unanswered first.
  const [admin] = rowsOf<{ id: number }>(
    await handle.db.execute(sql.raw(`select min(id) as id from users where role = 'ADMIN'`)),
  );
  const staff = await bearerOf(Number(admin?.id), []);
  const inboxGet = (inboxUrl: string) => inject(inboxUrl, staff);
  // The same work by hand: the page's 25 keys chosen on message_threads alone (a top-N sort), then
  // only those joined to their company, process and last message; and the two counts.
  const inboxBare = (where: string) => () =>
    Promise.all([
      runBareSql(
        handle,
        `with page as (
           select company_id, process_id from message_threads t where ${where}
            order by waiting_since asc nulls last, last_message_at desc, process_id desc limit 25)
         select t.*, c.name, p.identification, p.type_of_process, p.customer_ref,
                left(m.text, 200), m.author_name, m.author_side, m.kind, m.created
           from page
           join message_threads t on t.company_id = page.company_id and t.process_id = page.process_id
           join companies c on c.id = t.company_id
           join processes p on p.company_id = t.company_id and p.id = t.process_id
           join process_messages m on m.company_id = t.company_id and m.id = t.last_message_id
          order by t.waiting_since asc nulls last, t.last_message_at desc, t.process_id desc`,
        [],
      ),
      runBareSql(
        handle,
        `select count(*), count(*) filter (where waiting_since is not null) from message_threads t where ${where}`,
        [],
      ),
    ]);
  for (const [label, inboxUrl, where] of [
    ['Atendimento, all, page 1', '/api/admin/message-threads', 'true'],
    [
      'Atendimento, unanswered, page 1',
      '/api/admin/message-threads?status=UNANSWERED',
      't.waiting_since is not null',
    ],
    [
      'Atendimento, one company, page 1',
      `/api/admin/message-threads?companyId=${BENCH_COMPANY_ID}`,
      `t.company_id = ${BENCH_COMPANY_ID}`,
    ],
  ] as const) {
    const first = await inboxGet(inboxUrl);
    const total = (first.json() as { page: { totalElements: number } }).page.totalElements;
    line(
      `${label} (${total.toLocaleString('en-US')})`,
      150,
      await timeIt(iterations, () => inboxGet(inboxUrl)),
      await timeIt(iterations, inboxBare(where)),
    );
  }
  console.log(`  peak RSS ${peakRssMb()} MB`);
  await app.close();
} finally {
  await target.dispose();
}
