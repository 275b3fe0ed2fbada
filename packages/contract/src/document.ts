import { z } from 'zod';
import { ZNullableTimestamp, ZTimestamp } from './primitives.ts';

/** A process document (part 1 §3 "Document"). */
export const ZDocument = z.object({
  id: z.number().int().positive(),
  originalFilename: z.string(),
  documentTypeName: z.string().nullable(),
  /** Sent date. */
  created: ZNullableTimestamp,
  /** Author name. */
  createdBy: z.string().nullable(),
  /** Sent date / author carried over from the legacy system, when the document came from it. */
  legacyCreated: ZNullableTimestamp,
  legacyCreatedBy: z.string().nullable(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** A document log (part 2 §3): one entry per download of a cash-advance document. */
export const ZDocumentLog = z.object({
  entityName: z.string(),
  /** Name of the user who downloaded it. */
  createdBy: z.string(),
  type: z.literal('DOWNLOAD'),
  created: ZTimestamp,
});
export type TDocumentLog = z.infer<typeof ZDocumentLog>;

/** A document of the process's Documentos tab, with its download logs (the financial calendar warns on re-downloads). */
export const ZProcessDocument = ZDocument.extend({
  logs: z.array(ZDocumentLog),
  /** Sent by a user of the importing company ("Enviar documento"), not by the broker. */
  isSentByCustomer: z.boolean(),
  /** The customer's note on a document they sent; null otherwise. */
  note: z.string().nullable(),
});
export type TProcessDocument = z.infer<typeof ZProcessDocument>;

/** A cash-advance (numerário) document as the calendars carry it: `{ document: {id, originalFilename}, logs }`. */
export const ZCashRequestDocument = z.object({
  document: z.object({ id: z.number().int().positive(), originalFilename: z.string() }),
  logs: z.array(ZDocumentLog),
});
export type TCashRequestDocument = z.infer<typeof ZCashRequestDocument>;
