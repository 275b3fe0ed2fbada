import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** A file of a form, read whole, with the name and the type the sender gave it. */
export type TFormFile = { fileName: string; mimeType: string; content: Buffer };

/**
 * A document upload's form: its text fields and its one file, read whole (the size limit is the
 * multipart plugin's, registered by the route's scope). With `fileField`, a file under another name
 * is read and dropped. 400 in pt-BR for a body that is not a form, a file past the limit
 * (`tooLargeMessage`) or a form that cannot be read.
 */
export const readMultipartForm = async (
  request: FastifyRequest,
  { fileField, tooLargeMessage }: { fileField?: string; tooLargeMessage: string },
): Promise<{ fields: Record<string, string>; file: TFormFile | null }> => {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Envie o documento como multipart/form-data (campos e o arquivo).');
  }
  const fields: Record<string, string> = {};
  let file: TFormFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (fileField === undefined || part.fieldname === fileField)
          file = { fileName: part.filename, mimeType: part.mimetype, content };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error: unknown) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', tooLargeMessage);
    }
    throw new AppError('BAD_REQUEST', 'Não foi possível ler o formulário enviado (multipart/form-data).');
  }
  return { fields, file };
};
