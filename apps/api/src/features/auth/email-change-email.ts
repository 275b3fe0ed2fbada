import type { TEmail } from '../../core/mail/mail-transport.ts';
import { firstNameOf, linesToHtml, SIGNATURE_LINES } from '../../core/mail/letter.ts';

/** To the NEW address: the code that proves the person who typed it reads this mailbox. */
export const buildEmailChangeCodeEmail = ({
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
  const lines = [
    `Olá, ${firstNameOf(name)}!`,
    '',
    'Recebemos um pedido para usar este endereço como o e-mail da sua conta no Portal dos Clientes.',
    '',
    `Seu código de confirmação é: ${code}`,
    '',
    `Informe-o em Meus Dados em até ${validityMinutes} minutos. Se você não pediu esta troca, ignore esta mensagem: nada muda sem o código.`,
    '',
    ...SIGNATURE_LINES,
  ];
  return {
    to,
    subject: 'Confirme o novo e-mail da sua conta',
    text: lines.join('\n'),
    html: linesToHtml(lines),
  };
};

/** To the OLD address when a change is asked: the owner learns of it before anything changes. */
export const buildEmailChangeRequestedEmail = ({
  to,
  name,
  newEmail,
  publicUrl,
}: {
  to: string;
  name: string;
  newEmail: string;
  publicUrl: string;
}): TEmail => {
  const lines = [
    `Olá, ${firstNameOf(name)}!`,
    '',
    `Pedido de troca do e-mail da sua conta no Portal dos Clientes para ${newEmail}.`,
    '',
    'A troca só vale depois que o código enviado ao novo endereço for informado em Meus Dados.',
    '',
    'Se não foi você, troque a sua senha agora em Meus Dados, ou em',
    `${publicUrl}/esqueci-minha-senha, e não informe a ninguém códigos recebidos por e-mail.`,
    '',
    ...SIGNATURE_LINES,
  ];
  return {
    to,
    subject: 'Pedido de troca do e-mail da sua conta',
    text: lines.join('\n'),
    html: linesToHtml(lines),
  };
};

/** To both addresses once the change is confirmed. */
export const buildEmailChangedEmail = ({
  to,
  name,
  oldEmail,
  newEmail,
}: {
  to: string;
  name: string;
  oldEmail: string;
  newEmail: string;
}): TEmail => {
  const lines = [
    `Olá, ${firstNameOf(name)}!`,
    '',
    `O e-mail da sua conta no Portal dos Clientes foi alterado de ${oldEmail} para ${newEmail}.`,
    '',
    'Para entrar, use o novo e-mail. As outras sessões abertas foram encerradas.',
    '',
    'Se não foi você, fale com a equipe do despachante e troque a sua senha.',
    '',
    ...SIGNATURE_LINES,
  ];
  return {
    to,
    subject: 'O e-mail da sua conta foi alterado',
    text: lines.join('\n'),
    html: linesToHtml(lines),
  };
};
