/**
 * 100k-row report export: time and peak RSS of POST /customers/import/report/excel (every catalogue
 * column, through app.inject) against bare ExcelJS streaming of the same rows (raw SQL rows written
 * cell by cell, no contract mapping). Each measurement runs in its own child process so peak RSS is
 * its own. PGlite only (a temporary directory); the database is seeded once by the parent.
 *
 *   node export.bench.ts [--processes 100000]
 *
 * Prints figures only; no assertions.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { addBareRow } from './bare-excel.ts';
import { sql } from 'drizzle-orm';
import { REPORT_COLUMN_KEYS } from '@pc/contract/report-columns';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/seed-demo-data.ts';
import { BENCH_COMPANY_ID, rowsOf } from './bench-database.ts';
import { recordResult } from './bench-results.ts';
import { peakRssMb, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    mode: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const CHILD_RESULT = 'BENCH_CHILD_RESULT';
type TChildResult = { seconds: number; rows: number; rssStartMb: number; peakMb: number };

const child = async (mode: string, dataDir: string) => {
  const handle = await openDatabase({ dataDir });
  const ids = rowsOf<{ id: number }>(
    await handle.db.execute(sql.raw('select id from processes order by created desc, id desc')),
  ).map((row) => row.id);
  // The app is started (and its analytics store in step) before the clock starts.
  const bench = mode === 'api' ? await startBenchApp(handle) : null;
  const rssStartMb = process.memoryUsage().rss / 1024 / 1024;
  const startedAt = performance.now();
  let bytes = 0;
  if (bench) {
    const { app, headers } = bench;
    const response = await app.inject({
      method: 'POST',
      url: '/customers/import/report/excel',
      headers,
      payload: { ids, columns: [...REPORT_COLUMN_KEYS] },
    });
    if (response.statusCode !== 200) throw new Error(response.body.slice(0, 300));
    bytes = response.rawPayload.length;
    await app.close();
  } else {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: sink,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Processos');
    for (let start = 0; start < ids.length; start += 2_000) {
      const chunk = ids.slice(start, start + 2_000);
      const rows = rowsOf<Record<string, unknown>>(
        await handle.db.execute(
          sql`select p.*, e.name as exporter_name from processes p left join partners e on e.id = p.exporter_id where p.id in (${sql.join(
            chunk.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      );
      for (const row of rows) {
        const { search_text: _ignored, ...cells } = row;
        addBareRow(sheet, Object.values(cells).slice(0, REPORT_COLUMN_KEYS.length));
      }
    }
    sheet.commit();
    await workbook.commit();
  }
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(
    `  ${mode === 'api' ? 'POST report/excel (app)' : 'bare ExcelJS streaming  '}  rows ${ids.length}  ${seconds.toFixed(2)} s  ${(bytes / 1024 / 1024).toFixed(1)} MB xlsx  peak RSS ${peakRssMb()} MB`,
  );
  // For the parent's result rows.
  console.log(
    `${CHILD_RESULT} ${JSON.stringify({ seconds, rows: ids.length, rssStartMb, peakMb: Number(peakRssMb()) })}`,
  );
  await handle.close();
};

if (values.mode && values['data-dir']) {
  await child(values.mode, values['data-dir']);
} else {
  const processes = Number(values.processes);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pc-export-bench-'));
  try {
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    await seedDemoData({
      db: handle.db,
      today: '2026-06-30',
      processes,
      processCompanyIds: [BENCH_COMPANY_ID],
      skipForeignKeyChecks: true,
    });
    await handle.close();
    console.log(
      `\nReport export, ${processes.toLocaleString('en-US')} processes, every catalogue column (PGlite)`,
    );
    const run = promisify(execFile);
    const results = new Map<string, TChildResult>();
    for (const mode of ['bare', 'api']) {
      const { stdout } = await run(
        process.execPath,
        [import.meta.filename, '--mode', mode, '--data-dir', dataDir],
        {
          maxBuffer: 1024 * 1024,
        },
      );
      const lines = stdout.split('\n');
      process.stdout.write(`${lines.filter((line) => !line.startsWith(CHILD_RESULT)).join('\n')}\n`);
      const result = lines.find((line) => line.startsWith(CHILD_RESULT))?.slice(CHILD_RESULT.length);
      if (result) results.set(mode, JSON.parse(result) as TChildResult);
    }
    const bare = results.get('bare');
    const api = results.get('api');
    if (bare && api) {
      const ratio = api.seconds / bare.seconds;
      const growthMb = api.peakMb - api.rssStartMb;
      recordResult({
        area: 'P4',
        name: `report export, ${api.rows.toLocaleString('en-US')} rows, every column (PGlite)`,
        goal: '≤ 1.2× bare',
        baseline: `bare ExcelJS ${bare.seconds.toFixed(2)} s`,
        figure: `app ${api.seconds.toFixed(2)} s`,
        ratio,
        isMet: ratio <= 1.2,
      });
      recordResult({
        area: 'P4',
        name: 'report export, RSS growth (PGlite)',
        goal: '< 300 MB',
        baseline: `bare +${(bare.peakMb - bare.rssStartMb).toFixed(0)} MB`,
        figure: `+${growthMb.toFixed(0)} MB`,
        ratio: null,
        isMet: growthMb < 300,
      });
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
