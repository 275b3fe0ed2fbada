import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZProcessDocument } from './document.ts';
import { dataEnvelope } from './envelope.ts';
import { ZIdPathParams } from './primitives.ts';

// Collaboration, "Enviar documento": the customer sends a document of a process to the broker. Not in
// the spec: the texts are ours. The file is judged by its content (file-type), not its name.

/** The types a customer may send, as the dialog lists them. */
export const CUSTOMER_DOCUMENT_TYPES = [
  'Invoice',
  'Packing list',
  'BL/AWB',
  'Certificado de origem',
  'Comprovante de pagamento',
  'Outros',
] as const;
export const ZCustomerDocumentType = z.enum(CUSTOMER_DOCUMENT_TYPES, {
  error: `Informe documentTypeName como um destes tipos: ${CUSTOMER_DOCUMENT_TYPES.join(', ')}.`,
});
export type TCustomerDocumentType = z.infer<typeof ZCustomerDocumentType>;

/** The files a customer may send: PDF, PNG, JPEG, XLSX and DOCX (by content). */
export const CUSTOMER_DOCUMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** What the file input accepts (by name; the server judges the content). */
export const CUSTOMER_DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx';

export const MAX_CUSTOMER_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH = 500;

export const CUSTOMER_DOCUMENT_MESSAGES = {
  missingFile: 'Selecione o arquivo do documento.',
  badType: 'O arquivo deve ser PDF, PNG, JPEG, XLSX ou DOCX.',
  tooLarge: 'O arquivo deve ter no máximo 25 MB.',
  noteTooLong: `A observação deve ter no máximo ${CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH} caracteres.`,
  sent: 'Documento enviado ao despachante.',
} as const;

/** The text fields of the form (the file is the `file` part, sent after them). */
export const ZCustomerDocumentFields = z.object({
  documentTypeName: ZCustomerDocumentType,
  note: z
    .string()
    .trim()
    .max(CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH, CUSTOMER_DOCUMENT_MESSAGES.noteTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
  /**
   * 'true' for a file a message will carry (the Mensagens tab's "Anexar"): the message that names it
   * tells the broker, so the conversation gets no "Enviou o documento" line of its own.
   */
  isMessageAttachment: z
    .enum(['true', 'false'], { error: 'Informe isMessageAttachment como true ou false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type TCustomerDocumentFields = z.input<typeof ZCustomerDocumentFields>;

export const ZCustomerDocumentResponse = dataEnvelope(ZProcessDocument);
export type TCustomerDocumentResponse = z.infer<typeof ZCustomerDocumentResponse>;

export const postCustomerDocumentCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/documents',
  summary:
    'Sends a document of the process to the broker (multipart: documentTypeName, optional note, then file). It shows in the Documentos tab as sent by the customer, and staff are told.',
  isAuthenticated: true,
  params: ZIdPathParams,
  maxBodyBytes: MAX_CUSTOMER_DOCUMENT_BYTES + 64 * 1024,
  upload: {
    mediaType: 'multipart/form-data',
    fileField: 'file',
    fields: {
      documentTypeName: `One of: ${CUSTOMER_DOCUMENT_TYPES.join(', ')} (sent before the file).`,
      note: `Optional note, up to ${CUSTOMER_DOCUMENT_NOTE_MAX_LENGTH} characters (sent before the file).`,
      isMessageAttachment:
        'Optional; true for a file a message will carry (no conversation line of its own; sent before the file).',
    },
    description:
      'The text fields first, then the file (PDF, PNG, JPEG, XLSX or DOCX, by content; up to 25 MB).',
  },
  responses: { 201: ZCustomerDocumentResponse },
});

export const CUSTOMER_DOCUMENT_SEND_ACTION = 'document.customer.send';
export const CUSTOMER_DOCUMENT_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [CUSTOMER_DOCUMENT_SEND_ACTION]: 'Documento enviado pelo cliente',
};
