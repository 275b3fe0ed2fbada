import type { TEmail } from '../../core/mail/mail-transport.ts';
import { firstNameOf, linesToHtml, SIGNATURE_LINES } from '../../core/mail/letter.ts';
import { formatBrDateTime } from '../../lib/format-br.ts';

/** Why the back-office e-mails a person (issue #37, Usuários). */
export type TAdminUserLetter =
  | { kind: 'invitation'; link: string; expiresAt: Date; companyNames: readonly string[] }
  | { kind: 'password-reset'; link: string; expiresAt: Date }
  | { kind: 'second-factor-reset'; now: Date };

const linkLines = (link: string, expiresAt: Date): string[] => [
  'Para criar a sua senha, abra o link abaixo (ele vale uma única vez):',
  link,
  '',
  `O link vale até ${formatBrDateTime(expiresAt)} (horário de Brasília). Depois, entre com este e-mail e a senha escolhida.`,
];

const letterOf = (letter: TAdminUserLetter, to: string): { subject: string; lines: string[] } => {
  switch (letter.kind) {
    case 'invitation':
      return {
        subject: 'Convite para o Portal dos Clientes',
        lines: [
          letter.companyNames.length > 0
            ? `Você recebeu acesso ao Portal dos Clientes para acompanhar os processos de importação de ${letter.companyNames.join(', ')}.`
            : 'Você recebeu acesso ao Portal dos Clientes.',
          `O seu e-mail de acesso é ${to}.`,
          '',
          ...linkLines(letter.link, letter.expiresAt),
          '',
          'Se você não esperava este convite, ignore este e-mail.',
        ],
      };
    case 'password-reset':
      return {
        subject: 'Portal dos Clientes: crie uma nova senha',
        lines: [
          'A equipe do despachante pediu que você crie uma nova senha para o Portal dos Clientes. A senha anterior deixou de valer e as sessões abertas foram encerradas.',
          '',
          ...linkLines(letter.link, letter.expiresAt),
          '',
          'Se você não reconhece este pedido, fale com a equipe do despachante.',
        ],
      };
    case 'second-factor-reset':
      return {
        subject: 'Portal dos Clientes: verificação em duas etapas redefinida',
        lines: [
          `A equipe do despachante removeu a verificação em duas etapas da sua conta (aplicativo autenticador, códigos de recuperação e chaves de acesso) em ${formatBrDateTime(letter.now)}, horário de Brasília.`,
          '',
          'Cadastre-a de novo em Meus Dados. Se você não pediu isto, fale com a equipe do despachante.',
        ],
      };
    default: {
      const exhaustive: never = letter;
      throw new Error(`Unknown letter: ${JSON.stringify(exhaustive)}`);
    }
  }
};

/** A back-office letter (pt-BR) to the user: greeting, what happened, the signature. */
export const buildAdminUserEmail = ({
  to,
  name,
  letter,
}: {
  to: string;
  name: string;
  letter: TAdminUserLetter;
}): TEmail => {
  const { subject, lines } = letterOf(letter, to);
  const all = [`Olá, ${firstNameOf(name)}!`, '', ...lines, '', ...SIGNATURE_LINES];
  return { to, subject, text: all.join('\n'), html: linesToHtml(all) };
};
