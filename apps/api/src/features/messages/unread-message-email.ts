import type { TEmailFooterLinks } from '../../core/mail/follow-up-links.ts';
import { firstNameOf, linesToHtml, SIGNATURE_LINES } from '../../core/mail/letter.ts';
import type { TEmail } from '../../core/mail/mail-transport.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { countOf, formatBrDateTime } from '../../lib/format-br.ts';

/** One conversation of the e-mail: the process, what waits in it and the link that opens it. */
export type TUnreadEmailThread = {
  reference: string;
  companyName: string;
  customerRef: string | null;
  unread: number;
  lastAuthorName: string;
  lastAt: Date;
  replyUrl: string;
};

const unreadLabel = (count: number): string => countOf(count, 'mensagem não lida', 'mensagens não lidas');

const titleOf = (thread: TUnreadEmailThread): string =>
  `Processo ${thread.reference} · ${thread.companyName}${thread.customerRef ? ` (Ref. cliente: ${thread.customerRef})` : ''}`;

const summaryOf = (thread: TUnreadEmailThread): string =>
  `${unreadLabel(thread.unread)}; a última de ${thread.lastAuthorName} em ${formatBrDateTime(thread.lastAt)}.`;

/**
 * The e-mail to one person about the messages waiting for them, every conversation of the run in
 * one e-mail. It names the processes and who wrote, never the messages themselves: those are read
 * in the portal, behind the sign-in, through each thread's "Responder" link.
 */
export const buildUnreadMessagesEmail = ({
  to,
  name,
  threads,
  links,
}: {
  to: string;
  name: string;
  threads: readonly TUnreadEmailThread[];
  links: TEmailFooterLinks;
}): TEmail => {
  const [only] = threads;
  const total = threads.reduce((sum, thread) => sum + thread.unread, 0);
  const subject =
    threads.length === 1 && only
      ? `${unreadLabel(only.unread)} no processo ${only.reference}`
      : `${unreadLabel(total)} em ${threads.length} processos`;
  const opening = [
    `Olá, ${firstNameOf(name)}!`,
    '',
    threads.length === 1
      ? 'Há uma conversa com mensagens que você ainda não leu no Portal dos Clientes:'
      : 'Há conversas com mensagens que você ainda não leu no Portal dos Clientes:',
  ];
  const closing = [
    `Você recebe este aviso porque o follow-up está ligado em Meus Dados: ${links.preferencesUrl}`,
    `Para não receber mais os e-mails de follow-up: ${links.unsubscribeUrl}`,
    '',
    ...SIGNATURE_LINES,
  ];
  const text = [
    ...opening,
    '',
    ...threads.flatMap((thread) => [titleOf(thread), summaryOf(thread), `Responder: ${thread.replyUrl}`, '']),
    ...closing,
  ].join('\n');
  const threadHtml = threads
    .map(
      (thread) =>
        `<p><strong>${escapeHtml(titleOf(thread))}</strong><br>${escapeHtml(summaryOf(thread))}<br>` +
        `<a href="${escapeHtml(thread.replyUrl)}">Responder</a></p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text,
    html: [linesToHtml(opening), threadHtml, linesToHtml(closing)].join('\n'),
  };
};
