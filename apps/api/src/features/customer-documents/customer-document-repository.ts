import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { documents, storedFiles } from '../../db/schema/documents.ts';
import { processes } from '../../db/schema/processes.ts';
import { users } from '../../db/schema/users.ts';

/** The companies a service client reads (null: all of them), as a condition on the documents. */
const ofClientCompanies = (companyIds: readonly number[] | null): SQL | undefined =>
  companyIds === null ? undefined : inArray(documents.companyId, [...companyIds]);

/**
 * Documents customers sent after the cursor, in id order (the partial index on sent documents):
 * what the ERP has not collected yet. One more row than `limit` tells whether a next page exists.
 */
export const findCustomerDocumentsAfter = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[] | null; after: number; limit: number },
) =>
  db
    .select({
      id: documents.id,
      companyCnpj: companies.federalId,
      identification: processes.identification,
      documentTypeName: documents.documentTypeName,
      originalFilename: documents.originalFilename,
      note: documents.note,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
      sentBy: documents.createdBy,
      sentByEmail: users.email,
      created: documents.created,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .innerJoin(
      processes,
      and(eq(processes.companyId, documents.companyId), eq(processes.id, documents.processId)),
    )
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.companyId, documents.companyId), eq(storedFiles.id, documents.fileId)),
    )
    .leftJoin(users, eq(users.id, documents.uploadedByUserId))
    .where(
      and(
        eq(documents.isSentByCustomer, true),
        gt(documents.id, options.after),
        ofClientCompanies(options.companyIds),
      ),
    )
    .orderBy(asc(documents.id))
    .limit(options.limit + 1);

/** The file of a document a customer sent, within the client's companies; null when none is. */
export const findCustomerDocumentFile = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[] | null; id: number },
) => {
  const [row] = await db
    .select({
      originalFilename: documents.originalFilename,
      mimeType: storedFiles.mimeType,
      content: storedFiles.content,
    })
    .from(documents)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.companyId, documents.companyId), eq(storedFiles.id, documents.fileId)),
    )
    .where(
      and(
        eq(documents.id, options.id),
        eq(documents.isSentByCustomer, true),
        ofClientCompanies(options.companyIds),
      ),
    )
    .limit(1);
  return row ?? null;
};
