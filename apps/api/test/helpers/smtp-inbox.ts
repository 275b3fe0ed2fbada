import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TSmtpInbox = {
  port: number;
  /** Every accepted message as sent (RFC 5322 text), and parsed. */
  received: string[];
  messages: ParsedMail[];
  /** Refuses the next `count` messages with a temporary error (451), then accepts again. */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
};

/** A local SMTP server on a free port that keeps what it accepts, for the e-mail tests. */
export const startSmtpInbox = async (): Promise<TSmtpInbox> => {
  const received: string[] = [];
  const messages: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Caixa temporariamente indisponível'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((mail) => {
          received.push(raw.toString('utf8'));
          messages.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    messages,
    refuseNext: (count) => (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
