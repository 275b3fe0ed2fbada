import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { storedFiles } from '../schema/documents.ts';

/** A company's stored file with these bytes (content-addressed), created when new; its id. */
export const storeFile = async (
  db: TDbExecutor,
  file: { companyId: number; sha256: string; mimeType: string; content: Buffer },
): Promise<number> => {
  const [existing] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, file.companyId), eq(storedFiles.sha256, file.sha256)))
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(storedFiles)
    .values({ ...file, sizeBytes: file.content.length })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('file not stored');
  return row.id;
};
