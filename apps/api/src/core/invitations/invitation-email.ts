import type { TEmail } from '../mail/mail-transport.ts';
import { firstNameOf, linesToHtml, SIGNATURE_LINES } from '../mail/letter.ts';
import { formatBrDateTime } from '../../lib/format-br.ts';

/** A letter's own part: its subject and the lines between the greeting and the signature. */
export type TLetterBody = { subject: string; lines: string[] };

/** How to use a one-time set-password link (createInvitation) and until when. */
export const setPasswordLinkLines = (link: string, expiresAt: Date): string[] => [
  'Para criar a sua senha, abra o link abaixo (ele vale uma única vez):',
  link,
  '',
  `O link vale até ${formatBrDateTime(expiresAt)} (horário de Brasília). Depois, entre com este e-mail e a senha escolhida.`,
];

/** A letter (pt-BR) to a user: greeting, its lines, the signature; text and HTML. */
export const buildUserLetter = ({
  to,
  name,
  body,
}: {
  to: string;
  name: string;
  body: TLetterBody;
}): TEmail => {
  const all = [`Olá, ${firstNameOf(name)}!`, '', ...body.lines, '', ...SIGNATURE_LINES];
  return { to, subject: body.subject, text: all.join('\n'), html: linesToHtml(all) };
};

/**
 * The invitation of a new user: the companies they follow and their one-time link. One
 * wording whoever invites — an admin in Usuários, the ERP through the ingestion API, a spreadsheet.
 */
export const invitationLetter = ({
  to,
  link,
  expiresAt,
  companyNames,
}: {
  to: string;
  link: string;
  expiresAt: Date;
  companyNames: readonly string[];
}): TLetterBody => ({
  subject: 'Convite para o Portal dos Clientes',
  lines: [
    companyNames.length > 0
      ? `Você recebeu acesso ao Portal dos Clientes para acompanhar os processos de importação de ${companyNames.join(', ')}.`
      : 'Você recebeu acesso ao Portal dos Clientes.',
    `O seu e-mail de acesso é ${to}.`,
    '',
    ...setPasswordLinkLines(link, expiresAt),
    '',
    'Se você não esperava este convite, ignore este e-mail.',
  ],
});
