import type { FastifyRequest } from 'fastify';
import {
  anyCharacterOf,
  DIRECTION_MARK_CLASS,
  INVISIBLE_CHARACTER_CLASS,
} from '@pc/contract/text-characters';
import { AppError, badRequest } from '../app-error.ts';
import { findControlCharacter } from './control-characters.ts';

/** A file of a form, read whole, with the name and the type the sender gave it. */
export type TFormFile = { fileName: string; mimeType: string; content: Buffer };

/** Longest file name kept (what common file systems allow). */
export const FILE_NAME_MAX = 255;

/**
 * Marks that reorder how a name is drawn (U+202E shows "fdp.exe" as "exe.pdf"), and invisible
 * joiners: a file name never needs them, and they make a name lie about its extension.
 */
const BIDI_OR_INVISIBLE = anyCharacterOf(DIRECTION_MARK_CLASS, INVISIBLE_CHARACTER_CLASS);

export const FILE_NAME_LENGTH_MESSAGE = `O nome do arquivo deve ter até ${FILE_NAME_MAX} caracteres.`;
export const FILE_NAME_CHARACTERS_MESSAGE =
  'O nome do arquivo contém caracteres de controle ou de direção do texto, que não são aceitos.';

/**
 * A form's texts obey the rule every route applies to params, query and body
 * (lib/http/control-characters.ts), which runs before a handler reads a multipart body and so
 * never saw these: NUL in a note or a file name reached PostgreSQL and answered 500.
 */
const assertFormTexts = (fields: Record<string, string>, file: TFormFile | null): void => {
  const field = findControlCharacter(fields, 'body');
  if (field) {
    const message = `O campo ${field} contém caracteres de controle, que não são aceitos.`;
    throw badRequest(message, [{ path: field, message }]);
  }
  if (!file) return;
  if (findControlCharacter(file.fileName, 'file') || BIDI_OR_INVISIBLE.test(file.fileName)) {
    throw badRequest(FILE_NAME_CHARACTERS_MESSAGE, [{ path: 'file', message: FILE_NAME_CHARACTERS_MESSAGE }]);
  }
  if ([...file.fileName].length > FILE_NAME_MAX) {
    throw badRequest(FILE_NAME_LENGTH_MESSAGE, [{ path: 'file', message: FILE_NAME_LENGTH_MESSAGE }]);
  }
};

type TReadMultipartFormOptions = {
  /** Only this field's file is kept; a file under another name is read and dropped. */
  fileField?: string;
  /** 400 of a file past the multipart plugin's limit. */
  tooLargeMessage: string;
  /** 400 of a body that is not a form. */
  notMultipartMessage?: string;
  /** 400 of a form that cannot be read. */
  unreadableMessage?: string;
};

/**
 * An upload's form: its text fields and its one file, read whole (the size limit is the multipart
 * plugin's, registered by the route's scope). 400 in pt-BR for a body that is not a form, a file
 * past the limit, a form that cannot be read, and a text or file name the rule above refuses.
 */
export const readMultipartForm = async (
  request: FastifyRequest,
  {
    fileField,
    tooLargeMessage,
    notMultipartMessage = 'Envie o documento como multipart/form-data (campos e o arquivo).',
    unreadableMessage = 'Não foi possível ler o formulário enviado (multipart/form-data).',
  }: TReadMultipartFormOptions,
): Promise<{ fields: Record<string, string>; file: TFormFile | null }> => {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', notMultipartMessage);
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
    throw new AppError('BAD_REQUEST', unreadableMessage);
  }
  assertFormTexts(fields, file);
  return { fields, file };
};
