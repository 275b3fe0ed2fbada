import type { TEmail } from '../../core/mail/mail-transport.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export type TDecisionKind = 'approved' | 'rejected' | 'closed';

const SUBJECT: Record<TDecisionKind, string> = {
  approved: 'Cotação aprovada',
  rejected: 'Cotação não aprovada',
  closed: 'Cotação encerrada',
};

/** What the forwarder is told of the customer's decision on their quotation (pt-BR). */
export const buildDecisionEmail = ({
  to,
  kind,
  person,
  reference,
  companyName,
  reason,
}: {
  to: string;
  kind: TDecisionKind;
  person: string | null;
  reference: string;
  companyName: string;
  reason: string | null;
}): TEmail => {
  const greeting = person ? `Olá, ${person.trim().split(/\s+/)[0]}!` : 'Olá!';
  const body: Record<TDecisionKind, string> = {
    approved: `${companyName} aprovou a sua cotação de frete para o processo ${reference}. A equipe do despachante entrará em contato para seguir com o embarque.`,
    rejected: `${companyName} não aprovou a sua cotação de frete para o processo ${reference}.`,
    closed: `A cotação de frete do processo ${reference} foi encerrada: ${companyName} aprovou outra cotação. Obrigado pela proposta.`,
  };
  const lines = [
    greeting,
    '',
    body[kind],
    ...(reason && kind === 'rejected' ? ['', `Justificativa: ${reason}`] : []),
    '',
    'Atenciosamente,',
    'Portal dos Clientes',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body[kind])}</p>`,
    ...(reason && kind === 'rejected'
      ? [`<p><strong>Justificativa:</strong> ${escapeHtml(reason)}</p>`]
      : []),
    '<p>Atenciosamente,<br>Portal dos Clientes</p>',
  ].join('\n');
  return { to, subject: `${SUBJECT[kind]} · Processo ${reference}`, text: lines.join('\n'), html };
};
