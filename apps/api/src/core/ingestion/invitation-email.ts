import type { TEmail } from '../mail/mail-transport.ts';
import { firstNameOf } from '../mail/letter.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The invitation of a user the broker's systems created (pt-BR): the portal's address and how to
 * set the password, through the same recovery flow as a forgotten one (a code by e-mail).
 */
export const buildInvitationEmail = ({
  to,
  name,
  companyNames,
  publicUrl,
}: {
  to: string;
  name: string;
  companyNames: readonly string[];
  publicUrl: string;
}): TEmail => {
  const firstName = firstNameOf(name);
  const link = `${publicUrl}/esqueci-minha-senha`;
  const companies = companyNames.join(', ');
  const text = [
    `Olá, ${firstName}!`,
    '',
    `Você recebeu acesso ao Portal dos Clientes para acompanhar os processos de importação de ${companies}.`,
    '',
    'Para cadastrar sua senha:',
    `1. Abra ${link}`,
    `2. Informe este e-mail (${to}) e clique em RECUPERAR SENHA;`,
    '3. Digite o código que chegará por e-mail e escolha sua senha.',
    '',
    `Depois, entre em ${publicUrl}/login com seu e-mail e a senha escolhida.`,
    '',
    'Se você não esperava este convite, ignore este e-mail.',
    '',
    'Atenciosamente,',
    'Equipe Portal dos Clientes',
  ].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(firstName)}!</p>`,
    `<p>Você recebeu acesso ao Portal dos Clientes para acompanhar os processos de importação de <strong>${escapeHtml(companies)}</strong>.</p>`,
    '<p>Para cadastrar sua senha:</p>',
    `<ol><li>Abra <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>;</li><li>Informe este e-mail (${escapeHtml(to)}) e clique em RECUPERAR SENHA;</li><li>Digite o código que chegará por e-mail e escolha sua senha.</li></ol>`,
    `<p>Depois, entre em <a href="${escapeHtml(publicUrl)}/login">${escapeHtml(publicUrl)}/login</a> com seu e-mail e a senha escolhida.</p>`,
    '<p>Se você não esperava este convite, ignore este e-mail.</p>',
    '<p>Atenciosamente,<br>Equipe Portal dos Clientes</p>',
  ].join('\n');
  return { to, subject: 'Seu acesso ao Portal dos Clientes', text, html };
};
