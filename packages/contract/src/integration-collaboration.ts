import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { CUSTOMER_DOCUMENT_MEDIA_TYPES } from './customer-documents.ts';
import { ZBinaryFile } from './envelope.ts';
import { ZIngestProcessParams } from './integration.ts';
import { ZMessageAttachment, ZMessageAuthorSide, ZMessageKind, ZMessageText } from './messages.ts';
import { ZIdPathParams, ZTimestamp, zIdQuery } from './primitives.ts';

// Collaboration: the broker's ERP takes part in the conversations and collects what customers send,
// with a service client's token, keyed by the process reference as the rest of the ingestion API.

const PATH = '/api/integration';

/** Items a cursor page holds at most. */
export const COLLABORATION_PAGE_MAX = 500;
export const COLLABORATION_PAGE_DEFAULT = 100;

const cursorQuery = {
  /** Only items with an id after this one (the last id of the previous page); absent: from the first. */
  after: zIdQuery('after').optional(),
  limit: zIntRangeQuery('limit', 1, COLLABORATION_PAGE_MAX).default(COLLABORATION_PAGE_DEFAULT),
};

// --- Messages ------------------------------------------------------------------------------------

export const ZIntegrationMessage = z.object({
  id: z.number().int().positive(),
  kind: ZMessageKind,
  text: z.string(),
  authorName: z.string(),
  authorSide: ZMessageAuthorSide,
  /** The author's e-mail when a portal user wrote it; null for the ERP's own messages. */
  authorEmail: z.string().nullable(),
  created: ZTimestamp,
  attachments: z.array(ZMessageAttachment),
});
export type TIntegrationMessage = z.infer<typeof ZIntegrationMessage>;

export const ZIntegrationMessagesQuery = z.object(cursorQuery);
export type TIntegrationMessagesQuery = z.input<typeof ZIntegrationMessagesQuery>;

export const ZIntegrationMessagesResponse = z.object({
  items: z.array(ZIntegrationMessage),
  /** The `after` of the next page; null when this page is the last one for now. */
  nextCursor: z.number().int().positive().nullable(),
});
export type TIntegrationMessagesResponse = z.infer<typeof ZIntegrationMessagesResponse>;

export const getIntegrationMessagesCall = defineCall({
  method: 'GET',
  path: `${PATH}/processes/{identification}/messages`,
  summary: 'The conversation of a process, oldest first, from a cursor (after).',
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  query: ZIntegrationMessagesQuery,
  responses: { 200: ZIntegrationMessagesResponse },
});

export const ZIntegrationPostMessageRequest = z
  .object({
    text: ZMessageText,
    /** The name the customer sees (e.g. the analyst's); default: the service client's name. */
    authorName: z
      .string()
      .trim()
      .min(1)
      .max(120, 'Informe authorName com no máximo 120 caracteres.')
      .optional(),
  })
  .meta({ examples: [{ text: 'A DI foi registrada hoje; canal verde.', authorName: 'Equipe Operacional' }] });
export type TIntegrationPostMessageRequest = z.input<typeof ZIntegrationPostMessageRequest>;

export const postIntegrationMessageCall = defineCall({
  method: 'POST',
  path: `${PATH}/processes/{identification}/messages`,
  summary:
    'Posts a message on a process’s conversation on the broker’s side (answers the thread in Atendimento).',
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  body: ZIntegrationPostMessageRequest,
  responses: { 201: ZIntegrationMessage },
});

// --- Documents customers sent --------------------------------------------------------------------

export const ZIntegrationCustomerDocument = z.object({
  id: z.number().int().positive(),
  companyCnpj: z.string(),
  /** The process's reference number (the ingestion API's identification). */
  identification: z.number().int().positive(),
  documentTypeName: z.string(),
  originalFilename: z.string(),
  note: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string(),
  sentBy: z.string(),
  sentByEmail: z.string().nullable(),
  created: ZTimestamp,
});
export type TIntegrationCustomerDocument = z.infer<typeof ZIntegrationCustomerDocument>;

export const ZIntegrationCustomerDocumentsQuery = z.object(cursorQuery);
export type TIntegrationCustomerDocumentsQuery = z.input<typeof ZIntegrationCustomerDocumentsQuery>;

export const ZIntegrationCustomerDocumentsResponse = z.object({
  items: z.array(ZIntegrationCustomerDocument),
  nextCursor: z.number().int().positive().nullable(),
});
export type TIntegrationCustomerDocumentsResponse = z.infer<typeof ZIntegrationCustomerDocumentsResponse>;

export const getIntegrationCustomerDocumentsCall = defineCall({
  method: 'GET',
  path: `${PATH}/customer-documents`,
  summary:
    'Documents customers sent through the portal, oldest first, from a cursor (after): what is new since the last poll.',
  isAuthenticated: false,
  auth: 'service',
  query: ZIntegrationCustomerDocumentsQuery,
  responses: { 200: ZIntegrationCustomerDocumentsResponse },
});

export const getIntegrationCustomerDocumentContentCall = defineCall({
  method: 'GET',
  path: `${PATH}/customer-documents/{id}/content`,
  summary: 'The file of a document a customer sent (saved under its original file name).',
  isAuthenticated: false,
  auth: 'service',
  params: ZIdPathParams,
  isBinary: true,
  fileMediaTypes: CUSTOMER_DOCUMENT_MEDIA_TYPES,
  responses: { 200: ZBinaryFile },
});
