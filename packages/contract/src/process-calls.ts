import { z } from 'zod';
import { defineCall } from './call.ts';
import { withRuleNote } from './schema-notes.ts';
import { ZCompany } from './company.ts';
import { ZProcessDocument } from './document.ts';
import {
  STORED_FILE_MEDIA_TYPES,
  XLSX_MEDIA_TYPE,
  ZBinaryFile,
  ZCodeMessageResponse,
  dataEnvelope,
  embeddedEnvelope,
} from './envelope.ts';
import { pageEnvelope } from './page.ts';
import { ZInvoice } from './invoice.ts';
import { DUIMP_FILTER_FIELDS } from './duimp-filter.ts';
import { ZProcessDateField, ZProcessDetail, ZProcessResponse, ZProcessStep } from './process.ts';
import { REPORT_COLUMN_KEYS, ZReportColumnKey } from './report-columns.ts';
import {
  END_BEFORE_START_MESSAGE,
  MAX_ID,
  ZIdPathParams,
  zBodyId,
  zBooleanQuery,
  zIdListQuery,
  zIdQuery,
  zLocalDateTimeQuery,
  zOptionalTextQuery,
} from './primitives.ts';

/** `{ data: TProcessResponse[] }`: search, report, processes by ids. */
export const ZProcessListResponse = dataEnvelope(z.array(ZProcessResponse));
export type TProcessListResponse = z.infer<typeof ZProcessListResponse>;

// --- Search (header search and report keyword) ------------------------------------------------

export const ZProcessSearchQuery = z.object({
  /** Include concluded processes; the web always sends true. */
  concluidos: zBooleanQuery('concluidos').default(true),
  /** Keyword: invoice, order ref, BL/AWB/CRT, exporter, manufacturer, DI number. */
  q: z
    .string({ error: 'Por favor, insira uma palavra-chave para pesquisa.' })
    .trim()
    .min(1, 'Por favor, insira uma palavra-chave para pesquisa.')
    .max(200, 'A palavra-chave deve ter no máximo 200 caracteres.'),
});
export type TProcessSearchQuery = z.input<typeof ZProcessSearchQuery>;

/** Most rows one keyword search answers (newest first): a header search is for finding, not listing. */
export const PROCESS_SEARCH_RESULT_MAX = 500;

/** Under a search's title when it reached PROCESS_SEARCH_RESULT_MAX: the count is not all there is. */
export const PROCESS_SEARCH_CAPPED_TEXT = `Mostrando os ${PROCESS_SEARCH_RESULT_MAX} processos mais recentes: refine a busca para ver os demais.`;

export const getProcessSearchCall = defineCall({
  method: 'GET',
  path: '/customers/import/search',
  summary: 'Keyword search over the user’s processes (data.data is a list of processes).',
  isAuthenticated: true,
  query: ZProcessSearchQuery,
  responses: { 200: ZProcessListResponse },
});

// --- General report (report screen and process list) ------------------------------------------

/** Spec part 1 §9: the tables show 15 rows by default, with options up to 100. */
export const REPORT_PAGE_SIZE_DEFAULT = 15;
export const REPORT_PAGE_SIZE_MAX = 100;

const zPositiveIntQuery = (name: string, max: number) => {
  const message = `Informe ${name} como um número inteiro entre 1 e ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));
};

/** Comma list of report column keys (`reference,step`); every key must be in the catalogue. */
const zReportColumnListQuery = (name: string) => {
  const message = `Informe ${name} como colunas do relatório separadas por vírgula (ex.: reference,step).`;
  return z
    .string({ error: message })
    .transform((value) => value.split(','))
    .pipe(z.array(ZReportColumnKey).min(1, message).max(REPORT_COLUMN_KEYS.length, message))
    .meta({ pattern: `^(${REPORT_COLUMN_KEYS.join('|')})(,(${REPORT_COLUMN_KEYS.join('|')}))*$` });
};

/**
 * A page of a process list (not in the spec: docs/decisions/0035-report-pages-and-server-search.md):
 * `page` (from 1) and `size` (default 15, at most 100) choose it; `sort` (a report column key) and
 * `desc` order it, then newest first; `text` keeps the processes where any of `textColumns` (default: every report column) shows
 * that text, accents and case ignored, as the table's search box does.
 */
export const REPORT_PAGE_FIELDS = {
  page: zPositiveIntQuery('page', MAX_ID).default(1),
  size: zPositiveIntQuery('size', REPORT_PAGE_SIZE_MAX).default(REPORT_PAGE_SIZE_DEFAULT),
  sort: ZReportColumnKey.optional(),
  desc: zBooleanQuery('desc').default(false),
  text: zOptionalTextQuery('text'),
  textColumns: zReportColumnListQuery('textColumns').optional(),
};

/** A DI process has no DUIMP to filter by: the combination is a question with no answer. */
export const DI_WITH_DUIMP_FILTER_MESSAGE =
  'Os filtros de situação da DUIMP, de licenciamento e de atenção valem só para processos com DUIMP.';

/**
 * Either `stepsIds` (list by step; step 8 is expanded by the web to 7,2,1,3,4,5,11) or the period
 * `field` + `from` + `to`. When both are sent, both filters apply, and so do the DUIMP filters
 * ({@link DUIMP_FILTER_FIELDS}). The answer is one page: {@link REPORT_PAGE_FIELDS}.
 */
export const ZReportGeneralQuery = z
  .object({
    concluido: zBooleanQuery('concluido').default(false),
    stepsIds: zIdListQuery('stepsIds').optional(),
    field: ZProcessDateField.optional(),
    from: zLocalDateTimeQuery('from').optional(),
    to: zLocalDateTimeQuery('to').optional(),
    ...DUIMP_FILTER_FIELDS,
    ...REPORT_PAGE_FIELDS,
  })
  .superRefine((query, ctx) => {
    const hasDuimpOnlyFilter =
      query.duimpSituation !== undefined ||
      query.licensingSituation !== undefined ||
      query.duimpAttention !== undefined;
    if (query.declaration === 'DI' && hasDuimpOnlyFilter)
      ctx.addIssue({ code: 'custom', path: ['declaration'], message: DI_WITH_DUIMP_FILTER_MESSAGE });
    const hasPeriod = query.field !== undefined || query.from !== undefined || query.to !== undefined;
    if (query.stepsIds === undefined && !hasPeriod) {
      ctx.addIssue({
        code: 'custom',
        path: ['stepsIds'],
        message: 'Selecione um campo de data, a data inicial e a data final, ou apenas clique em uma etapa.',
      });
      return;
    }
    if (!hasPeriod) return;
    if (query.field === undefined)
      ctx.addIssue({ code: 'custom', path: ['field'], message: 'Tipo de data é obrigatório.' });
    if (query.from === undefined)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Data inicial é obrigatória.' });
    if (query.to === undefined)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Data final é obrigatória.' });
    if (query.from !== undefined && query.to !== undefined && query.to < query.from)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: END_BEFORE_START_MESSAGE,
      });
  });
export type TReportGeneralQuery = z.input<typeof ZReportGeneralQuery>;

/** `{ data: TProcessResponse[], page }`: the spec's `data.data` list is one page; `page` tells the rest. */
export const ZProcessPageResponse = pageEnvelope(ZProcessResponse);
export type TProcessPageResponse = z.infer<typeof ZProcessPageResponse>;

export const getReportGeneralCall = defineCall({
  method: 'GET',
  path: '/customers/import/report/general',
  summary:
    'General import report / process list by steps or by a date field and period: one page (data.data) and where it sits (page).',
  isAuthenticated: true,
  query: ZReportGeneralQuery,
  responses: { 200: ZProcessPageResponse },
});

// --- Process detail ---------------------------------------------------------------------------

export const ZProcessDetailResponse = dataEnvelope(ZProcessDetail);
export type TProcessDetailResponse = z.infer<typeof ZProcessDetailResponse>;

export const getProcessCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}',
  summary: 'One process with its client-visible history (data.data).',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: ZProcessDetailResponse },
});

export const ZChangeUrgencyRequest = z.object({
  processId: zBodyId('processId'),
  hasUrgency: z.boolean({ error: 'Informe hasUrgency como true ou false.' }),
  /** Optional; blank or absent becomes 'Não informado'. */
  justification: z
    .string()
    .trim()
    .max(1000, 'A justificativa deve ter no máximo 1000 caracteres.')
    .optional()
    .transform((value) => (value ? value : 'Não informado')),
});
export type TChangeUrgencyRequest = z.input<typeof ZChangeUrgencyRequest>;

export const postChangeUrgencyCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/change-urgency',
  summary: 'Flags a process urgent or not urgent (adds a history item); answers code SUCCESS.',
  isAuthenticated: true,
  body: ZChangeUrgencyRequest,
  responses: { 200: ZCodeMessageResponse },
});

// --- Documents --------------------------------------------------------------------------------

export const ZDocumentsResponse = dataEnvelope(z.array(ZProcessDocument));
export type TDocumentsResponse = z.infer<typeof ZDocumentsResponse>;

export const getProcessDocumentsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/documents',
  summary: 'Documents of a process with their download logs (data.data).',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: ZDocumentsResponse },
});

export const ZDocumentDownloadParams = z.object({ id: zIdQuery('id'), docId: zIdQuery('docId') });

export const getDocumentDownloadCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/documents/{docId}/download',
  summary: 'Downloads a document (saved under its original file name); records a DOWNLOAD log.',
  isAuthenticated: true,
  params: ZDocumentDownloadParams,
  isBinary: true,
  fileMediaTypes: STORED_FILE_MEDIA_TYPES,
  responses: { 200: ZBinaryFile },
});

// --- Invoices ---------------------------------------------------------------------------------

export const ZInvoicesResponse = dataEnvelope(z.array(ZInvoice));
export type TInvoicesResponse = z.infer<typeof ZInvoicesResponse>;

export const getInvoicesByProcessCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/invoices/by-process-id/{id}',
  summary: 'Invoices of a process with their instalments (data.data).',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: ZInvoicesResponse },
});

// --- Processes by ids (ETD Atrasados) ---------------------------------------------------------

export const ZProcessesByIdsQuery = z.object({ ids: zIdListQuery('ids') });
export type TProcessesByIdsQuery = z.input<typeof ZProcessesByIdsQuery>;

export const getProcessesByIdsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/analytics/getProcessesByIds',
  summary: 'The user’s processes among the given ids (data.data), e.g. the delayed-ETD list.',
  isAuthenticated: true,
  query: ZProcessesByIdsQuery,
  responses: { 200: ZProcessListResponse },
});

// --- Process steps ----------------------------------------------------------------------------

export const ZProcessStepsResponse = embeddedEnvelope('processSteps', z.array(ZProcessStep));
export type TProcessStepsResponse = z.infer<typeof ZProcessStepsResponse>;

export const getProcessStepsCall = defineCall({
  method: 'GET',
  path: '/processSteps/search/findAllByOrderByPositionAsc',
  summary: 'All process steps ordered by position (_embedded.processSteps).',
  isAuthenticated: true,
  responses: { 200: ZProcessStepsResponse },
});

// --- Partner customers ------------------------------------------------------------------------

export const ZPartnerCustomersResponse = dataEnvelope(z.array(ZCompany));
export type TPartnerCustomersResponse = z.infer<typeof ZPartnerCustomersResponse>;

export const getPartnerCustomersCall = defineCall({
  method: 'GET',
  path: '/api/public/partner/customers',
  summary: 'The customer companies of the user (data.data).',
  isAuthenticated: true,
  responses: { 200: ZPartnerCustomersResponse },
});

// --- Report / list spreadsheet (not in the spec: it only names the file) -----------------------

/** Most rows one export may carry (the report of a 100k-process customer fits). */
export const REPORT_EXPORT_MAX_IDS = 100_000;

/** Column keys of the report catalogue (report-columns.ts) a spreadsheet carries, in screen order. */
export const ZReportExportColumns = z
  .array(ZReportColumnKey, { error: 'Informe columns como uma lista de colunas do relatório.' })
  .min(1, 'Informe ao menos uma coluna em columns.')
  .max(REPORT_COLUMN_KEYS.length, `Informe no máximo ${REPORT_COLUMN_KEYS.length} colunas em columns.`)
  .refine((columns) => new Set(columns).size === columns.length, 'Não repita colunas em columns.');

/** Most rows an export of a whole report may carry (a sheet holds 1,048,576). */
export const REPORT_EXPORT_MAX_ROWS = 1_000_000;

export const ZReportExportRequest = withRuleNote(
  z
    .object({
      /** Process ids in screen order; ids outside the user's companies are left out. */
      ids: z
        .array(
          z
            .number({ error: 'Informe ids como uma lista de números inteiros positivos.' })
            .int('Informe ids como uma lista de números inteiros positivos.')
            .positive('Informe ids como uma lista de números inteiros positivos.')
            .max(MAX_ID, 'Informe ids como uma lista de números inteiros positivos.'),
          { error: 'Informe ids como uma lista de números inteiros positivos.' },
        )
        .min(1, 'Informe ao menos um processo em ids.')
        .max(REPORT_EXPORT_MAX_IDS, `Informe no máximo ${REPORT_EXPORT_MAX_IDS} processos em ids.`)
        .optional(),
      /**
       * Or the whole report: the query of the report call (its `page` and `size` are ignored), in the
       * order it sorts. The server reads the rows a chunk at a time.
       */
      report: z
        .record(z.string(), z.string(), { error: 'Informe report como a consulta do relatório.' })
        .pipe(ZReportGeneralQuery)
        .optional(),
      columns: ZReportExportColumns,
    })
    .refine((request) => (request.ids === undefined) !== (request.report === undefined), {
      path: ['ids'],
      message: 'Informe os processos em ids ou a consulta do relatório em report (apenas um dos dois).',
    }),
  'Either ids or report, not both (400 “Informe os processos em ids ou a consulta do relatório em report (apenas um dos dois).”).',
);
export type TReportExportRequest = z.input<typeof ZReportExportRequest>;

export const postReportExportCall = defineCall({
  method: 'POST',
  path: '/customers/import/report/excel',
  summary:
    'Spreadsheet (.xlsx) of the given processes (ids, in the order sent) or of a whole report (report, in its order), with the given columns.',
  isAuthenticated: true,
  body: ZReportExportRequest,
  // Up to 100,000 ids of up to 10 digits.
  maxBodyBytes: 1200 * 1024,
  isBinary: true,
  fileName: 'relatorio-processos-importacao.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});
