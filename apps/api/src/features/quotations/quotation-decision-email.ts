import type { TForwarderLanguage } from '@pc/contract/forwarder-quote';
import type { TEmail } from '../../core/mail/mail-transport.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export type TDecisionKind = 'approved' | 'rejected' | 'closed';

type TFacts = { reference: string; companyName: string };

type TWords = {
  subject: Record<TDecisionKind, string>;
  /** The subject's second part, after the decision. */
  shipment: (reference: string) => string;
  greeting: (firstName: string | null) => string;
  body: Record<TDecisionKind, (facts: TFacts) => string>;
  reason: string;
  closing: [string, string];
};

/**
 * The decision in the language of the link the forwarder quoted through (decision 0103): a
 * forwarder invited in English or Spanish reads the outcome in it too; pt-BR otherwise.
 */
const WORDS: Record<TForwarderLanguage, TWords> = {
  'pt-BR': {
    subject: { approved: 'Cotação aprovada', rejected: 'Cotação não aprovada', closed: 'Cotação encerrada' },
    shipment: (reference) => `Processo ${reference}`,
    greeting: (firstName) => (firstName ? `Olá, ${firstName}!` : 'Olá!'),
    body: {
      approved: ({ reference, companyName }) =>
        `${companyName} aprovou a sua cotação de frete para o processo ${reference}. A equipe do despachante entrará em contato para seguir com o embarque.`,
      rejected: ({ reference, companyName }) =>
        `${companyName} não aprovou a sua cotação de frete para o processo ${reference}.`,
      closed: ({ reference, companyName }) =>
        `A cotação de frete do processo ${reference} foi encerrada: ${companyName} aprovou outra cotação. Obrigado pela proposta.`,
    },
    reason: 'Justificativa:',
    closing: ['Atenciosamente,', 'Portal dos Clientes'],
  },
  en: {
    subject: {
      approved: 'Quotation approved',
      rejected: 'Quotation not approved',
      closed: 'Quotation closed',
    },
    shipment: (reference) => `Shipment ${reference}`,
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    body: {
      approved: ({ reference, companyName }) =>
        `${companyName} approved your freight quotation for shipment ${reference}. The broker's team will contact you to go ahead with the shipment.`,
      rejected: ({ reference, companyName }) =>
        `${companyName} did not approve your freight quotation for shipment ${reference}.`,
      closed: ({ reference, companyName }) =>
        `The freight quotation round for shipment ${reference} is closed: ${companyName} approved another quotation. Thank you for your offer.`,
    },
    reason: 'Reason:',
    closing: ['Kind regards,', 'Portal dos Clientes'],
  },
  es: {
    subject: {
      approved: 'Cotización aprobada',
      rejected: 'Cotización no aprobada',
      closed: 'Cotización cerrada',
    },
    shipment: (reference) => `Embarque ${reference}`,
    greeting: (firstName) => (firstName ? `¡Hola, ${firstName}!` : '¡Hola!'),
    body: {
      approved: ({ reference, companyName }) =>
        `${companyName} aprobó su cotización de flete para el embarque ${reference}. El equipo del despachante se pondrá en contacto para seguir con el embarque.`,
      rejected: ({ reference, companyName }) =>
        `${companyName} no aprobó su cotización de flete para el embarque ${reference}.`,
      closed: ({ reference, companyName }) =>
        `La cotización de flete del embarque ${reference} se cerró: ${companyName} aprobó otra cotización. Gracias por su propuesta.`,
    },
    reason: 'Motivo:',
    closing: ['Atentamente,', 'Portal dos Clientes'],
  },
};

/** What the forwarder is told of the customer's decision on their quotation. */
export const buildDecisionEmail = ({
  to,
  kind,
  person,
  reference,
  companyName,
  reason,
  language = 'pt-BR',
}: {
  to: string;
  kind: TDecisionKind;
  person: string | null;
  reference: string;
  companyName: string;
  reason: string | null;
  language?: TForwarderLanguage;
}): TEmail => {
  const words = WORDS[language];
  const greeting = words.greeting(person ? (person.trim().split(/\s+/)[0] ?? null) : null);
  const body = words.body[kind]({ reference, companyName });
  const hasReason = reason !== null && reason !== '' && kind === 'rejected';
  const lines = [
    greeting,
    '',
    body,
    ...(hasReason ? ['', `${words.reason} ${reason}`] : []),
    '',
    ...words.closing,
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    ...(hasReason ? [`<p><strong>${escapeHtml(words.reason)}</strong> ${escapeHtml(reason)}</p>`] : []),
    `<p>${escapeHtml(words.closing[0])}<br>${escapeHtml(words.closing[1])}</p>`,
  ].join('\n');
  return {
    to,
    subject: `${words.subject[kind]} · ${words.shipment(reference)}`,
    text: lines.join('\n'),
    html,
  };
};
