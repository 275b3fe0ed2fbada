import {
  buildUserLetter,
  invitationLetter,
  setPasswordLinkLines,
  type TLetterBody,
} from '../../core/invitations/invitation-email.ts';
import type { TEmail } from '../../core/mail/mail-transport.ts';
import { formatBrDateTime } from '../../lib/format-br.ts';

/** Why the back-office e-mails a person (Usuários). */
export type TAdminUserLetter =
  | { kind: 'invitation'; link: string; expiresAt: Date; companyNames: readonly string[] }
  | { kind: 'password-reset'; link: string; expiresAt: Date }
  | { kind: 'second-factor-reset'; now: Date };

const letterOf = (letter: TAdminUserLetter, to: string): TLetterBody => {
  switch (letter.kind) {
    case 'invitation':
      return invitationLetter({ to, ...letter });
    case 'password-reset':
      return {
        subject: 'Portal dos Clientes: crie uma nova senha',
        lines: [
          'A equipe do despachante pediu que você crie uma nova senha para o Portal dos Clientes. A senha anterior deixou de valer e as sessões abertas foram encerradas.',
          '',
          ...setPasswordLinkLines(letter.link, letter.expiresAt),
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
}): TEmail => buildUserLetter({ to, name, body: letterOf(letter, to) });
