import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';

/** A download: bytes (their length is sent) or a stream (sent chunked, length unknown up front). */
export type TFileDownload<TContent extends Buffer | Readable = Buffer | Readable> = {
  fileName: string;
  mimeType: string;
  content: TContent;
};

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a file as an attachment that no cache keeps. Fastify skips the JSON response schema for
 * buffers and streams; errors thrown before this point still answer the JSON `{ message }` body.
 */
export const sendFile = (reply: FastifyReply, file: TFileDownload): FastifyReply => {
  void reply.header('content-type', file.mimeType);
  if (Buffer.isBuffer(file.content)) void reply.header('content-length', file.content.length);
  return reply
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.content);
};
