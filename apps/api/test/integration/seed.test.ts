import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../src/db/client.ts';
import { ZIngestDuimp, type TIngestDuimp } from '@pc/contract/duimp';
import { isDatabaseEmpty, seedDemoData, type TSeedSummary } from '../../src/seed/seed-demo-data.ts';
import { DEMO_REQUIREMENT_TEXT, SHOWCASE_COMPANY_IDS } from '../../src/seed/seed-duimp-documents.ts';
import { openMigratedPglite } from '../helpers/test-database.ts';

const TODAY = '2026-03-15';
const PROCESSES = 200;

const rowsOf = async <T>(handle: TDatabaseHandle, query: string): Promise<T[]> => {
  const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
};

const fingerprint = async (handle: TDatabaseHandle): Promise<string> => {
  const digest = createHash('sha256');
  for (const table of [
    'processes',
    'invoices',
    'installments',
    'declaration_items',
    'documents',
    'stored_files',
    'users',
  ]) {
    const rows = await rowsOf<Record<string, unknown>>(
      handle,
      `select to_jsonb(t)::text as row from ${table} t order by ${table === 'users' ? 'id' : 'company_id, id'}`,
    );
    for (const row of rows) digest.update(String(row.row));
  }
  return digest.digest('hex');
};

const freshSeededDatabase = async (): Promise<{ handle: TDatabaseHandle; summary: TSeedSummary }> => {
  const handle = await openMigratedPglite();
  const summary = await seedDemoData({ db: handle.db, today: TODAY, processes: PROCESSES });
  return { handle, summary };
};

describe('seedDemoData', () => {
  let first: { handle: TDatabaseHandle; summary: TSeedSummary };
  let second: { handle: TDatabaseHandle; summary: TSeedSummary };

  beforeAll(async () => {
    first = await freshSeededDatabase();
    second = await freshSeededDatabase();
  }, 120_000);

  afterAll(async () => {
    await first?.handle.close();
    await second?.handle.close();
  });

  it('reports an empty database before seeding and a full one after', async () => {
    const handle = await openMigratedPglite();
    expect(await isDatabaseEmpty({ db: handle.db })).toBe(true);
    await handle.close();
    expect(await isDatabaseEmpty({ db: first.handle.db })).toBe(false);
  });

  it('fills every table of the data model', async () => {
    const tables = [
      'companies',
      'users',
      'user_companies',
      'process_steps',
      'partners',
      'places',
      'countries',
      'exchange_rates',
      'processes',
      'invoices',
      'installments',
      'stored_files',
      'documents',
      'document_logs',
      'history_items',
      'freight_quotations',
      'freight_quotation_containers',
      'freight_quotation_documents',
      'declaration_items',
      'process_changes',
      'duimp_versions',
    ];
    for (const table of tables) {
      const [row] = await rowsOf<{ count: number }>(
        first.handle,
        `select count(*)::int as count from ${table}`,
      );
      expect(row?.count, table).toBeGreaterThan(0);
    }
    const [processes] = await rowsOf<{ count: number }>(
      first.handle,
      'select count(*)::int as count from processes',
    );
    expect(processes?.count).toBe(PROCESSES);
    expect(first.summary.rows.processes).toBe(PROCESSES);
  });

  it("records the last week's milestone changes through the trail, each with its history line", async () => {
    const [changes] = await rowsOf<{ count: number; history: number }>(
      first.handle,
      `select count(*)::int as count,
         count(*) filter (where exists (select 1 from history_items h
           where h.company_id = c.company_id and h.process_id = c.process_id and h.created = c.changed_at
             and h.description like c.field_label || ' alterado de %'))::int as history
       from (select *, case field when 'datesEta' then 'ETA' else 'ETD' end as field_label
             from process_changes) c`,
    );
    expect(changes?.count).toBe(first.summary.rows['process_changes']);
    expect(changes?.history).toBe(changes?.count);
  });

  it('writes each registered DUIMP as the ERP sends it: licences, one LPCO in exigência, one rectified twice', async () => {
    type TRow = {
      company_id: number;
      process_id: number;
      version: number;
      situation: string;
      document: TIngestDuimp;
      number: string;
      registry: string;
      channel: string | null;
      cleared: string | null;
    };
    const rows = await rowsOf<TRow>(
      first.handle,
      `select v.company_id, v.process_id, v.version, v.situation, v.document, p.duimp_identification as number,
         p.duimp_registry_date::text as registry, p.duimp_channel as channel,
         p.duimp_resourcefulness_date::text as cleared
       from duimp_versions v join processes p on p.company_id = v.company_id and p.id = v.process_id
       order by v.company_id, v.process_id, v.version`,
    );
    expect(rows.length).toBe(first.summary.rows['duimp_versions']);
    const [registered] = await rowsOf<{ count: number }>(
      first.handle,
      `select count(*)::int as count from processes
       where duimp and duimp_identification is not null and duimp_registry_date is not null`,
    );
    // Every registered DUIMP, and the draft whose LPCO is in exigência.
    expect(new Set(rows.map((row) => `${row.company_id}:${row.process_id}`)).size).toBe(
      (registered?.count ?? 0) + 1,
    );
    for (const row of rows) {
      // Stored as the ingestion stores it, and in step with the process's own DUIMP columns.
      expect(ZIngestDuimp.parse(row.document)).toEqual(row.document);
      expect(row.document).toMatchObject({
        number: row.number,
        version: row.version,
        situation: row.situation,
        registeredOn: row.registry,
        channel: row.channel,
        clearedOn: row.cleared,
      });
    }
    const licensed = rows.flatMap((row) => row.document.lpcos);
    expect(licensed.filter((lpco) => lpco.status === 'DEFERIDO').length).toBeGreaterThan(0);
    expect(new Set(licensed.map((lpco) => lpco.agency))).toEqual(new Set(['MAPA', 'ANVISA', 'INMETRO']));

    const inRequirement = rows.filter((row) =>
      row.document.lpcos.some((lpco) => lpco.status === 'EM_EXIGENCIA'),
    );
    expect(
      inRequirement.map((row) => [
        SHOWCASE_COMPANY_IDS.has(row.company_id),
        row.version,
        row.situation,
        row.registry,
      ]),
    ).toEqual([[true, 0, 'EM_ELABORACAO', null]]);
    expect(inRequirement[0]?.document.requirements).toEqual([
      expect.objectContaining({
        agency: 'MAPA',
        text: DEMO_REQUIREMENT_TEXT,
        openedOn: '2026-03-13',
        answeredOn: null,
      }),
    ]);

    const versionsOf = new Map<string, number[]>();
    for (const row of rows) {
      const key = `${row.company_id}:${row.process_id}`;
      versionsOf.set(key, [...(versionsOf.get(key) ?? []), row.version]);
    }
    const rectified = [...versionsOf].filter(([, versions]) => versions.length > 1);
    expect(rectified.map(([, versions]) => versions)).toEqual([[1, 2, 3]]);
    const current = rows.find(
      (row) => `${row.company_id}:${row.process_id}` === rectified[0]?.[0] && row.version === 3,
    );
    expect(current?.document.rectifications.map((each) => each.version)).toEqual([2, 3]);
  });

  it('has the companies the product rules need', async () => {
    const companies = await rowsOf<{
      id: number;
      federal_id: string;
      is_custom_broker: boolean;
      is_customer: boolean;
    }>(first.handle, 'select id, federal_id, is_custom_broker, is_customer from companies order by id');
    const ids = companies.map((company) => company.id);
    for (const id of [3, 102, 154, 2397, 500, 900]) expect(ids).toContain(id);
    expect(companies.find((company) => company.id === 3)?.federal_id).toBe('11222333000181');
    expect(companies.find((company) => company.id === 900)?.is_custom_broker).toBe(true);
    expect(companies.some((company) => !company.is_customer)).toBe(true);
    const allowList = new Set([7, 8, 3, 82, 2082, 166, 2378, 102, 2397, 2517, 119, 100, 24, 154]);
    expect(ids.some((id) => !allowList.has(id))).toBe(true);
  });

  it("gives the companies the spec's entitlements as data, and a new company none", async () => {
    const idsWith = async (column: string) =>
      (
        await rowsOf<{ id: number }>(first.handle, `select id from companies where ${column} order by id`)
      ).map((row) => row.id);
    const seeded = new Set(
      (await rowsOf<{ id: number }>(first.handle, 'select id from companies')).map((row) => row.id),
    );
    const spec = [7, 8, 3, 82, 2082, 166, 2378, 102, 2397, 2517, 119, 100, 24, 154];
    expect(await idsWith('has_analytics')).toEqual(spec.filter((id) => seeded.has(id)).sort((a, b) => a - b));
    expect(await idsWith('has_transit_time')).toEqual([154]);
    expect(await idsWith('has_delayed_etd')).toEqual([3]);
    expect(await idsWith('has_cash_calendar_txt')).toEqual([102, 2397]);
    const [added] = await rowsOf<Record<string, boolean>>(
      first.handle,
      "insert into companies (federal_id, name) values ('11444777000242', 'Sem Funcionalidades Ltda') returning has_analytics, has_transit_time, has_delayed_etd, has_cash_calendar_txt",
    );
    expect(added).toEqual({
      has_analytics: false,
      has_transit_time: false,
      has_delayed_etd: false,
      has_cash_calendar_txt: false,
    });
    await rowsOf(first.handle, "delete from companies where federal_id = '11444777000242'");
  });

  it('keeps every child row in its process company', async () => {
    const checks = [
      'select count(*)::int as count from invoices c join processes p on p.id = c.process_id where p.company_id <> c.company_id',
      'select count(*)::int as count from installments i join invoices v on v.id = i.invoice_id where v.company_id <> i.company_id',
      'select count(*)::int as count from documents c join processes p on p.id = c.process_id where p.company_id <> c.company_id',
      'select count(*)::int as count from documents d join stored_files f on f.id = d.file_id where f.company_id <> d.company_id',
      'select count(*)::int as count from history_items c join processes p on p.id = c.process_id where p.company_id <> c.company_id',
      'select count(*)::int as count from freight_quotations c join processes p on p.id = c.process_id where p.company_id <> c.company_id',
      'select count(*)::int as count from declaration_items c join processes p on p.id = c.process_id where p.company_id <> c.company_id',
      'select count(*)::int as count from document_logs l join documents d on d.id = l.document_id where d.company_id <> l.company_id',
    ];
    for (const query of checks) {
      const [row] = await rowsOf<{ count: number }>(first.handle, query);
      expect(row?.count, query).toBe(0);
    }
  });

  it('is deterministic for the same today', async () => {
    expect(await fingerprint(first.handle)).toBe(await fingerprint(second.handle));
  });

  it('writes 8-digit NCMs and registry dates on declaration items', async () => {
    const [bad] = await rowsOf<{ count: number }>(
      first.handle,
      "select count(*)::int as count from declaration_items where ncm !~ '^[0-9]{8}$' or registry_date is null",
    );
    expect(bad?.count).toBe(0);
  });

  it('stores real files with the right magic bytes', async () => {
    const files = await rowsOf<{ mime_type: string; head: string; size_bytes: number; len: number }>(
      first.handle,
      "select mime_type, encode(substring(content from 1 for 8), 'hex') as head, size_bytes, length(content) as len from stored_files",
    );
    const magic: Record<string, string> = {
      'application/pdf': Buffer.from('%PDF').toString('hex'),
      'image/png': '89504e470d0a1a0a',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Buffer.from('PK').toString('hex'),
      'application/xml': Buffer.from('<?xml').toString('hex'),
    };
    const seen = new Set<string>();
    for (const file of files) {
      const expected = magic[file.mime_type];
      expect(expected, file.mime_type).toBeDefined();
      expect(file.head.startsWith(expected ?? '?')).toBe(true);
      expect(file.size_bytes).toBe(file.len);
      seen.add(file.mime_type);
    }
    expect(seen.size).toBe(4);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [row] = await rowsOf<{ id: number }>(
      first.handle,
      "insert into companies (federal_id, name) values ('11444777000161', 'Nova Empresa Ltda') returning id",
    );
    expect(row?.id).toBeGreaterThan(2397);
  });
});
