import {
  CUSTOMER_DOCUMENT_ACCEPT,
  CUSTOMER_DOCUMENT_MESSAGES,
  MAX_CUSTOMER_DOCUMENT_BYTES,
  postCustomerDocumentCall,
  type TCustomerDocumentResponse,
  type TCustomerDocumentType,
} from '@pc/contract/customer-documents';
import { callApi } from './api-client.ts';

const ACCEPTED_EXTENSIONS = CUSTOMER_DOCUMENT_ACCEPT.split(',');

/** The hint under every file box of a document the customer sends (Enviar documento, the payment's proof). */
export const CUSTOMER_DOCUMENT_FILE_HINT = 'PDF, PNG, JPEG, XLSX ou DOCX, até 25 MB.';

/**
 * The client's first look at a file the customer sends ("Enviar documento"): present, an accepted extension
 * and at most 25 MB. Null when it may go; the server still judges the content.
 */
export const checkCustomerDocumentFile = (file: File | null | undefined): string | null => {
  if (!file) return CUSTOMER_DOCUMENT_MESSAGES.missingFile;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return CUSTOMER_DOCUMENT_MESSAGES.badType;
  if (file.size > MAX_CUSTOMER_DOCUMENT_BYTES) return CUSTOMER_DOCUMENT_MESSAGES.tooLarge;
  return null;
};

type TSendCustomerDocumentOptions = {
  processId: number;
  documentTypeName: TCustomerDocumentType;
  note?: string;
  /** A file a message will carry: the message tells the broker, not a line of its own. */
  isMessageAttachment?: boolean;
  file: File;
};

/**
 * POST …/processes/{id}/documents as multipart: the text fields first, then the file, as the
 * server reads the stream in that order.
 */
export const sendCustomerDocument = ({
  processId,
  documentTypeName,
  note,
  isMessageAttachment = false,
  file,
}: TSendCustomerDocumentOptions): Promise<TCustomerDocumentResponse> => {
  const form = new FormData();
  form.append('documentTypeName', documentTypeName);
  const trimmed = note?.trim();
  if (trimmed) form.append('note', trimmed);
  if (isMessageAttachment) form.append('isMessageAttachment', 'true');
  form.append('file', file);
  return callApi(postCustomerDocumentCall, { params: { id: String(processId) }, formData: form });
};
