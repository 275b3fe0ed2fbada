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
import { sql } from 'drizzle-orm';
import { REPORT_COLUMN_KEYS } from '@pc/contract/report-columns';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/seed-demo-data.ts';
import { BENCH_COMPANY_ID, rowsOf } from './bench-database.ts';
import { peakRssMb, startBenchApp } from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    mode: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const child = async (mode: string, dataDir: string) => {
  const handle = await openDatabase({ dataDir });
  const ids = rowsOf<{ id: number }>(
    await handle.db.execute(sql.raw('select id from processes order by created desc, id desc')),
  ).map((row) => row.id);
  const startedAt = performance.now();
  let bytes = 0;
  if (mode === 'api') {
    const { app, headers } = await startBenchApp(handle);
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
        sheet.addRow(Object.values(cells).slice(0, REPORT_COLUMN_KEYS.length)).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  }
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(
    `  ${mode === 'api' ? 'POST report/excel (app)' : 'bare ExcelJS streaming  '}  rows ${ids.length}  ${seconds.toFixed(2)} s  ${(bytes / 1024 / 1024).toFixed(1)} MB xlsx  peak RSS ${peakRssMb()} MB`,
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
    for (const mode of ['bare', 'api']) {
      const { stdout } = await run(
        process.execPath,
        [import.meta.filename, '--mode', mode, '--data-dir', dataDir],
        {
          maxBuffer: 1024 * 1024,
        },
      );
      process.stdout.write(stdout);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
