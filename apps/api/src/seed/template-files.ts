import { createHash } from 'node:crypto';
import type { InferInsertModel } from 'drizzle-orm';
import type { TDbExecutor } from '../db/client.ts';
import { storedFiles } from '../db/schema/documents.ts';
import { toIsoDate } from './dates.ts';
import { buildCargoPhoto, buildDiXml, buildPdf, buildXlsx } from './files.ts';
import { insertRows, type TRowCounter } from './insert-rows.ts';
import { DOCUMENT_TEMPLATES, type TTemplateKey } from './process-context.ts';

type TTemplateFile = { sha256: string; mimeType: string; content: Buffer };

type TTemplateCompany = { id: number; name: string; federalId: string };

type TBuildTemplateFileOptions = {
  template: TTemplateKey;
  variant: number;
  company: TTemplateCompany;
  todayDay: number;
};

/** A company's model file of one document type: real bytes (PDF, PNG, XLSX, XML), as the portal serves them. */
const buildTemplateFile = async ({
  template,
  variant,
  company,
  todayDay,
}: TBuildTemplateFileOptions): Promise<TTemplateFile> => {
  const spec = DOCUMENT_TEMPLATES[template];
  const model = `Modelo ${variant + 1} - ${company.name}`;
  let content: Buffer;
  switch (template) {
    case 'invoice':
    case 'proforma':
      content = buildPdf([
        template === 'invoice' ? 'Commercial Invoice' : 'Proforma Invoice',
        `Buyer: ${company.name}`,
        `CNPJ: ${company.federalId}`,
        `Reference: INV-MODEL-${company.id}-${variant + 1}`,
        'Terms: FOB - payment as agreed',
        'Description of goods / Qty / Unit price / Amount',
        `Document model ${variant + 1} (demo data)`,
      ]);
      break;
    case 'billOfLading':
      content = buildPdf([
        'Bill of Lading',
        `Consignee: ${company.name}`,
        `CNPJ: ${company.federalId}`,
        `B/L model ${variant + 1}`,
        'Port of discharge: Brazil',
        'Freight collect - Shipped on board',
      ]);
      break;
    case 'cashRequest':
      content = buildPdf([
        'Solicitacao de Numerario',
        `Cliente: ${company.name}`,
        `CNPJ: ${company.federalId}`,
        'Impostos federais (II, IPI, PIS, COFINS), taxa Siscomex, ICMS',
        'Despesas portuarias e armazenagem',
        model,
      ]);
      break;
    case 'freightQuote':
      content = buildPdf([
        'Freight Quotation',
        `Customer: ${company.name}`,
        'Ocean freight, BAF, THC origin, BL fee',
        `Quotation model ${variant + 1}`,
      ]);
      break;
    case 'cargoPhoto':
      content = buildCargoPhoto(variant + company.id);
      break;
    case 'packingList':
      content = await buildXlsx(
        {
          name: 'Packing List',
          columns: ['Item', 'Descrição', 'Volumes', 'Peso líquido (kg)', 'Peso bruto (kg)', 'Cubagem (m³)'],
          rows: Array.from({ length: 5 + variant * 3 }, (_, row) => [
            row + 1,
            `Mercadoria ${row + 1} - ${company.name}`,
            10 + row * 3,
            120.5 + row * 14,
            131.25 + row * 15,
            1.2 + row * 0.3,
          ]),
        },
        new Date(Date.UTC(2024, 0, 1, 12)),
      );
      break;
    case 'diExtract':
      content = buildDiXml({
        numeroDI: `MODELO-${variant + 1}`,
        importadorNome: company.name,
        importadorNumero: company.federalId,
        tipoDeclaracao: 'CONSUMO',
        dataGeracao: toIsoDate(todayDay).replace(/-/g, ''),
        observacao: `Extrato de demonstração, modelo ${variant + 1}`,
      });
      break;
  }
  return { sha256: createHash('sha256').update(content).digest('hex'), mimeType: spec.mimeType, content };
};

type TCreateTemplateFileStoreOptions = {
  db: TDbExecutor;
  counter: TRowCounter;
  companies: readonly TTemplateCompany[];
  todayDay: number;
};

/**
 * The stored files: one row per (company, template, variant), numbered on first use by the
 * generator and written before the chunk whose documents point at them.
 */
export const createTemplateFileStore = ({
  db,
  counter,
  companies,
  todayDay,
}: TCreateTemplateFileStoreOptions) => {
  const fileIds = new Map<string, number>();
  let nextFileId = 0;
  const pendingFiles: { companyId: number; key: TTemplateKey; variant: number; id: number }[] = [];
  const fileCache = new Map<string, TTemplateFile>();
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const fileId = (companyId: number, key: TTemplateKey, variant: number): number => {
    const cacheKey = `${companyId}:${key}:${variant}`;
    const existing = fileIds.get(cacheKey);
    if (existing !== undefined) return existing;
    const id = ++nextFileId;
    fileIds.set(cacheKey, id);
    pendingFiles.push({ companyId, key, variant, id });
    return id;
  };
  const flushFiles = async () => {
    const rows: InferInsertModel<typeof storedFiles>[] = [];
    for (const pending of pendingFiles.splice(0)) {
      const company = companyById.get(pending.companyId);
      if (!company) throw new Error(`empresa ${pending.companyId} desconhecida`);
      const cacheKey = `${pending.companyId}:${pending.key}:${pending.variant}`;
      const file =
        fileCache.get(cacheKey) ??
        (await buildTemplateFile({ template: pending.key, variant: pending.variant, company, todayDay }));
      fileCache.set(cacheKey, file);
      rows.push({
        id: pending.id,
        companyId: pending.companyId,
        sha256: file.sha256,
        mimeType: file.mimeType,
        sizeBytes: file.content.length,
        content: file.content,
      });
    }
    await insertRows({ db, table: storedFiles, rows, counter });
    fileCache.clear();
  };
  return { fileId, flushFiles };
};
