import { brtInstant } from './dates.ts';
import { DOCUMENT_TEMPLATES, TEMPLATE_VARIANTS, type TTemplateKey } from './process-context.ts';
import type { TProcessDraft, TStageOptions } from './process-draft.ts';
import { ANALYSTS } from './reference-data.ts';

type TAddDocumentOptions = TStageOptions<TProcessDraft> & {
  document: { template: TTemplateKey; day: number; filename: string; isCashRequest?: boolean };
};

/** One document of the process, pointing at one of its company's template files. */
const addDocument = ({ ctx, rng, chunk, process, document }: TAddDocumentOptions) => {
  const { template, day, filename, isCashRequest = false } = document;
  const { today } = ctx;
  const spec = DOCUMENT_TEMPLATES[template];
  const documentId = ++ctx.ids.document;
  const isLegacy = rng.chance(0.15);
  const created = brtInstant(Math.min(day, today), rng.int(8, 18), rng.int(0, 59));
  chunk.documents.push({
    id: documentId,
    companyId: process.companyId,
    processId: process.processId,
    fileId: ctx.fileId(process.companyId, template, rng.int(0, TEMPLATE_VARIANTS - 1)),
    documentTypeName: spec.typeName,
    originalFilename: `${filename}.${spec.extension}`,
    isCashRequest,
    created,
    createdBy: rng.pick(ANALYSTS),
    legacyCreated: isLegacy ? brtInstant(Math.min(day, today) - rng.int(1, 30), 9, 0) : null,
    legacyCreatedBy: isLegacy ? 'Importação automática (sistema anterior)' : null,
  });
  return { documentId, created };
};

type TDocumentSpec = TAddDocumentOptions['document'];

/** The documents the process's milestones so far would have produced, in the order they appear. */
const listMilestoneDocuments = (process: TProcessDraft): TDocumentSpec[] => {
  const { actual, ready, departure, registry, registryDay, isDuimp, mainInvoiceDate } = process;
  const safeRef = process.reference.toLowerCase();
  const candidates: TDocumentSpec[] = [];
  if (mainInvoiceDate)
    candidates.push({ template: 'invoice', day: ready, filename: `invoice-comercial-${safeRef}` });
  if (actual(ready))
    candidates.push({ template: 'packingList', day: ready, filename: `packing-list-${safeRef}` });
  if (actual(departure))
    candidates.push({ template: 'billOfLading', day: departure + 1, filename: `bl-${safeRef}` });
  if (actual(ready))
    candidates.push({ template: 'cargoPhoto', day: ready, filename: `foto-carga-${safeRef}` });
  if (registryDay)
    candidates.push({
      template: 'diExtract',
      day: registry,
      filename: `extrato-${isDuimp ? 'duimp' : 'di'}-${safeRef}`,
    });
  return candidates;
};

/**
 * 2 to 6 documents (a process with fewer milestone documents starts with its proforma and purchase
 * order), then, for a confirmed cash request, its numerário, maybe already downloaded by a user.
 */
export const generateProcessDocuments = (options: TStageOptions<TProcessDraft>) => {
  const { ctx, rng, chunk, process } = options;
  const { open, users, companyId } = process;
  const safeRef = process.reference.toLowerCase();
  const candidates = listMilestoneDocuments(process);
  const wanted = rng.int(2, 6);
  const documents =
    candidates.length >= 2
      ? candidates
      : [
          { template: 'proforma', day: open + 1, filename: `proforma-${safeRef}` } as const,
          { template: 'proforma', day: open + 2, filename: `pedido-compra-${safeRef}` } as const,
          ...candidates,
        ];
  for (const document of documents.slice(0, wanted)) addDocument({ ...options, document });
  if (process.hasConfirmedCash && rng.chance(0.6)) {
    const { documentId, created } = addDocument({
      ...options,
      document: {
        template: 'cashRequest',
        day: process.confirmedCashDay,
        filename: `numerario-${safeRef}`,
        isCashRequest: true,
      },
    });
    const downloader =
      users.length > 0 && process.cashRequestDone && rng.chance(0.5) ? rng.pick(users) : null;
    if (downloader) {
      chunk.documentLogs.push({
        id: ++ctx.ids.documentLog,
        companyId,
        documentId,
        userId: downloader.id,
        entityName: 'Documento',
        createdBy: downloader.name,
        type: 'DOWNLOAD',
        created: new Date(created.getTime() + rng.int(1, 48) * 3_600_000),
      });
    }
  }
};
