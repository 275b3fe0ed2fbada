import type { TEmail } from '../../core/mail/mail-transport.ts';
import { firstNameOf } from '../../core/mail/letter.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The customer-facing recovery e-mail (pt-BR), plain text plus a simple HTML version. */
export const buildRecoveryEmail = ({
  to,
  name,
  code,
  validityMinutes,
}: {
  to: string;
  name: string;
  code: string;
  validityMinutes: number;
}): TEmail => {
  const firstName = firstNameOf(name);
  const text = [
    `Olá, ${firstName}!`,
    '',
    'Recebemos um pedido para redefinir a senha do seu acesso ao Portal dos Clientes.',
    '',
    `Seu código de verificação é: ${code}`,
    '',
    `O código vale por ${validityMinutes} minutos e pode ser usado uma única vez. Informe-o na tela`,
    '"Código de verificação" do portal para cadastrar a nova senha.',
    '',
    'Se não foi você quem fez o pedido, ignore este e-mail: a sua senha atual continua valendo.',
    '',
    'Atenciosamente,',
    'Equipe Portal dos Clientes',
  ].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(firstName)}!</p>`,
    '<p>Recebemos um pedido para redefinir a senha do seu acesso ao Portal dos Clientes.</p>',
    `<p>Seu código de verificação é: <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>`,
    `<p>O código vale por ${validityMinutes} minutos e pode ser usado uma única vez. Informe-o na tela "Código de verificação" do portal para cadastrar a nova senha.</p>`,
    '<p>Se não foi você quem fez o pedido, ignore este e-mail: a sua senha atual continua valendo.</p>',
    '<p>Atenciosamente,<br>Equipe Portal dos Clientes</p>',
  ].join('\n');
  return { to, subject: 'Portal dos Clientes: código para redefinir sua senha', text, html };
};
