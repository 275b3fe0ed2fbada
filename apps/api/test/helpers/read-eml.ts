import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';

export type TOutboxEmail = {
  /** The message as it would be sent (RFC 5322, CRLF, MIME encodings). */
  raw: Buffer;
  subject: string;
  /** The decoded text part, as a mail client shows it. */
  text: string;
  /** The decoded HTML part ('' when the message has none). */
  html: string;
};

/** An outbox .eml read as its recipient's mail client reads it: MIME parsed and decoded. */
export const readEml = async (file: string): Promise<TOutboxEmail> => {
  const raw = await readFile(file);
  const parsed = await simpleParser(raw);
  return {
    raw,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
};
