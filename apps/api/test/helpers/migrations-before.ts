import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { migrationsFolder, type TDatabaseHandle } from '../../src/db/client.ts';

type TJournal = { entries: { tag: string }[] };

/**
 * The committed migrations up to (not including) `tag`, in a folder of their own: an install as it
 * was before that migration, to test what the migration does to its data.
 */
export const migrationsBefore = (tag: string): string => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pdc-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as TJournal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
};

export const rowsOf = async <T>(handle: TDatabaseHandle, query: SQL): Promise<T[]> =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
