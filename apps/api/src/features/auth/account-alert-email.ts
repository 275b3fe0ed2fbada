import type { TEmail } from '../../core/mail/mail-transport.ts';
import { firstNameOf } from '../../core/mail/letter.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The warning to a user whose account is receiving wrong passwords (pt-BR). It says what happened
 * and what to do, and that the account stays open to them: the guesser is slowed, not the owner.
 */
export const buildAccountAlertEmail = ({
  to,
  name,
  failures,
  publicUrl,
}: {
  to: string;
  name: string;
  failures: number;
  publicUrl: string;
}): TEmail => {
  const firstName = firstNameOf(name);
  const recovery = `${publicUrl}/esqueci-minha-senha`;
  const attempts = `${failures} tentativas de entrar na sua conta com a senha errada`;
  const text = [
    `Olá, ${firstName}!`,
    '',
    `Registramos ${attempts} na última hora, no Portal dos Clientes.`,
    '',
    'Se foi você, não é preciso fazer nada. Se não foi, alguém pode estar tentando adivinhar a sua',
    'senha: a sua conta continua funcionando para você, e quem insiste com a senha errada passa a',
    'esperar cada vez mais entre as tentativas.',
    '',
    'Por segurança, recomendamos trocar a sua senha em Meus Dados, ou em',
    `${recovery}, e não usar a mesma senha em outros sites.`,
    '',
    'Você recebe no máximo um aviso como este por hora.',
    '',
    'Atenciosamente,',
    'Equipe Portal dos Clientes',
  ].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(firstName)}!</p>`,
    `<p>Registramos <strong>${escapeHtml(attempts)}</strong> na última hora, no Portal dos Clientes.</p>`,
    '<p>Se foi você, não é preciso fazer nada. Se não foi, alguém pode estar tentando adivinhar a sua senha: a sua conta continua funcionando para você, e quem insiste com a senha errada passa a esperar cada vez mais entre as tentativas.</p>',
    `<p>Por segurança, recomendamos trocar a sua senha em Meus Dados, ou em <a href="${escapeHtml(recovery)}">${escapeHtml(recovery)}</a>, e não usar a mesma senha em outros sites.</p>`,
    '<p>Você recebe no máximo um aviso como este por hora.</p>',
    '<p>Atenciosamente,<br>Equipe Portal dos Clientes</p>',
  ].join('\n');
  return { to, subject: 'Portal dos Clientes: tentativas de acesso à sua conta', text, html };
};
