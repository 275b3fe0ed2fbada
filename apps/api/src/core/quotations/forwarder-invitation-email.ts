import type { TForwarderLanguage } from '@pc/contract/forwarder-quote';
import type { TEmail } from '../mail/mail-transport.ts';
import { toHtmlDocument } from '../mail/html-document.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { businessDayOf } from '../../lib/business-day.ts';
import { formatBrDay } from '../../lib/format-br.ts';

type TLetterFacts = { forwarderName: string; reference: string; companyName: string; until: string };

type TLetter = {
  subject: string;
  greeting: string;
  intro: string;
  body: string;
  linkText: string;
  closing: [string, string];
};

/** The invitation's words in each language the forwarder's page speaks (decision 0103). */
const LETTERS: Record<TForwarderLanguage, (facts: TLetterFacts) => TLetter> = {
  'pt-BR': ({ forwarderName, reference, companyName, until }) => ({
    subject: `Cotação de frete · Processo ${reference}`,
    greeting: 'Olá!',
    intro: `${companyName} convida ${forwarderName} a cotar o frete do processo ${reference}.`,
    body: `Abra o link abaixo para ver origem, destino, modal e prontidão da carga e enviar a sua cotação (não é preciso login). Você pode alterá-la até a cotação ser encerrada. O link vale até ${until}.`,
    linkText: `Enviar cotação do processo ${reference}`,
    closing: ['Atenciosamente,', 'Portal dos Clientes'],
  }),
  en: ({ forwarderName, reference, companyName, until }) => ({
    subject: `Freight quotation · Shipment ${reference}`,
    greeting: 'Hello,',
    intro: `${companyName} invites ${forwarderName} to quote the freight of shipment ${reference}.`,
    body: `Open the link below to see the origin, destination, mode and cargo readiness, and send your quotation (no login needed). You can change it until the quotation round is closed. The link is valid until ${until}.`,
    linkText: `Send a quotation for shipment ${reference}`,
    closing: ['Kind regards,', 'Portal dos Clientes'],
  }),
  es: ({ forwarderName, reference, companyName, until }) => ({
    subject: `Cotización de flete · Embarque ${reference}`,
    greeting: '¡Hola!',
    intro: `${companyName} invita a ${forwarderName} a cotizar el flete del embarque ${reference}.`,
    body: `Abra el enlace a continuación para ver el origen, el destino, el modo de transporte y la disponibilidad de la carga, y enviar su cotización (no es necesario iniciar sesión). Puede modificarla hasta que se cierre la cotización. El enlace es válido hasta el ${until}.`,
    linkText: `Enviar la cotización del embarque ${reference}`,
    closing: ['Atentamente,', 'Portal dos Clientes'],
  }),
};

/**
 * The link's last day in São Paulo: DD/MM/AAAA in Portuguese, as every other e-mail; the month
 * spelled out in English and Spanish, so no reader takes 03/12 for 12 March or 3 December.
 */
const untilText = (expiresAt: Date, language: TForwarderLanguage): string => {
  const day = businessDayOf(expiresAt);
  if (language === 'pt-BR') return formatBrDay(day);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
};

/** The forwarder's invitation to quote a process, in the invitation's language: the link and until when it works. */
export const buildForwarderInvitationEmail = ({
  to,
  forwarderName,
  reference,
  companyName,
  url,
  expiresAt,
  language = 'pt-BR',
}: {
  to: string;
  forwarderName: string;
  reference: string;
  companyName: string;
  url: string;
  expiresAt: Date;
  language?: TForwarderLanguage;
}): TEmail => {
  const letter = LETTERS[language]({
    forwarderName,
    reference,
    companyName,
    until: untilText(expiresAt, language),
  });
  const text = [letter.greeting, '', letter.intro, '', letter.body, '', url, '', ...letter.closing].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(letter.greeting)}</p>`,
    `<p>${escapeHtml(letter.intro)}</p>`,
    `<p>${escapeHtml(letter.body)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(letter.linkText)}</a></p>`,
    `<p>${escapeHtml(letter.closing[0])}<br>${escapeHtml(letter.closing[1])}</p>`,
  ].join('\n');
  // A whole document here, not in the transport: its lang must be the letter's, not pt-BR.
  return {
    to,
    subject: letter.subject,
    text,
    html: toHtmlDocument({ subject: letter.subject, html, language }),
  };
};
