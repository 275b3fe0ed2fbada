import type { TEmail } from '../mail/mail-transport.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { businessDayOf } from '../../lib/business-day.ts';
import { formatBrDay } from '../../lib/format-br.ts';

/** The forwarder's invitation to quote a process (pt-BR): the link and until when it works. */
export const buildForwarderInvitationEmail = ({
  to,
  forwarderName,
  reference,
  companyName,
  url,
  expiresAt,
}: {
  to: string;
  forwarderName: string;
  reference: string;
  companyName: string;
  url: string;
  expiresAt: Date;
}): TEmail => {
  // The day in São Paulo, as the forwarder reads it.
  const until = formatBrDay(businessDayOf(expiresAt));
  const intro = `${companyName} convida ${forwarderName} a cotar o frete do processo ${reference}.`;
  const text = [
    'Olá!',
    '',
    intro,
    '',
    `Abra o link abaixo para ver origem, destino, modal e prontidão da carga e enviar a sua cotação (não é preciso login). Você pode alterá-la até a cotação ser encerrada. O link vale até ${until}.`,
    '',
    url,
    '',
    'Atenciosamente,',
    'Portal dos Clientes',
  ].join('\n');
  const html = [
    '<p>Olá!</p>',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>Abra o link abaixo para ver origem, destino, modal e prontidão da carga e enviar a sua cotação (não é preciso login). Você pode alterá-la até a cotação ser encerrada. O link vale até ${until}.</p>`,
    `<p><a href="${escapeHtml(url)}">Enviar cotação do processo ${escapeHtml(reference)}</a></p>`,
    '<p>Atenciosamente,<br>Portal dos Clientes</p>',
  ].join('\n');
  return { to, subject: `Cotação de frete · Processo ${reference}`, text, html };
};
