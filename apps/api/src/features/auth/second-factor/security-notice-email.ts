import type { TEmail } from '../../../core/mail/mail-transport.ts';
import { firstNameOf, linesToHtml, SIGNATURE_LINES } from '../../../core/mail/letter.ts';
import { formatBrDateTime } from '../../../lib/format-br.ts';
import type { TAccountAlerts } from '../sign-in-throttle.ts';

/** A change to how the account signs in, of which its owner is told (ASVS: notify on authentication change). */
export type TSecurityChange =
  | { kind: 'totp-enabled' }
  | { kind: 'totp-disabled' }
  | { kind: 'recovery-codes-renewed' }
  | { kind: 'recovery-code-used'; codesLeft: number }
  | { kind: 'passkey-added'; passkeyName: string }
  | { kind: 'passkey-removed'; passkeyName: string };

/** The subject and the sentence that says what happened. */
const describeChange = (change: TSecurityChange): { subject: string; sentence: string } => {
  switch (change.kind) {
    case 'totp-enabled':
      return {
        subject: 'Verificação em duas etapas ativada',
        sentence: 'A verificação em duas etapas (aplicativo autenticador) foi ativada na sua conta.',
      };
    case 'totp-disabled':
      return {
        subject: 'Verificação em duas etapas desativada',
        sentence:
          'A verificação em duas etapas (aplicativo autenticador) foi desativada na sua conta, e os códigos de recuperação deixaram de valer.',
      };
    case 'recovery-codes-renewed':
      return {
        subject: 'Novos códigos de recuperação gerados',
        sentence:
          'Novos códigos de recuperação foram gerados para a sua conta; os anteriores deixaram de valer.',
      };
    case 'recovery-code-used':
      return {
        subject: 'Código de recuperação usado para entrar',
        sentence: `Um código de recuperação foi usado para entrar na sua conta. ${
          change.codesLeft === 1 ? 'Resta 1 código' : `Restam ${change.codesLeft} códigos`
        }; gere novos em Meus Dados quando precisar.`,
      };
    case 'passkey-added':
      return {
        subject: 'Chave de acesso cadastrada',
        sentence: `A chave de acesso "${change.passkeyName}" foi cadastrada na sua conta.`,
      };
    case 'passkey-removed':
      return {
        subject: 'Chave de acesso removida',
        sentence: `A chave de acesso "${change.passkeyName}" foi removida da sua conta.`,
      };
    default: {
      const exhaustive: never = change;
      throw new Error(`Unknown security change: ${JSON.stringify(exhaustive)}`);
    }
  }
};

/** The notice (pt-BR): what changed and when, and what to do if it was not the owner. */
export const buildSecurityNoticeEmail = ({
  to,
  name,
  change,
  publicUrl,
  now,
}: {
  to: string;
  name: string;
  change: TSecurityChange;
  publicUrl: string;
  now: Date;
}): TEmail => {
  const { subject, sentence } = describeChange(change);
  const lines = [
    `Olá, ${firstNameOf(name)}!`,
    '',
    `${sentence} (${formatBrDateTime(now)}, horário de Brasília, no Portal dos Clientes.)`,
    '',
    'Se foi você, não é preciso fazer nada.',
    '',
    'Se não foi, troque a sua senha agora em Meus Dados, ou em',
    `${publicUrl}/esqueci-minha-senha, confira a verificação em duas etapas e as chaves de acesso em Meus Dados e fale com a equipe do despachante.`,
    '',
    ...SIGNATURE_LINES,
  ];
  return {
    to,
    subject: `Portal dos Clientes: ${subject.toLowerCase()}`,
    text: lines.join('\n'),
    html: linesToHtml(lines),
  };
};

/**
 * Queues the notice of a sign-in change to the account's address. Call it after the change is
 * committed; it never throws (the change is done, a notice that cannot be queued is only logged).
 */
export const queueSecurityNotice = async ({
  alerts,
  user,
  change,
  now,
}: {
  alerts: TAccountAlerts;
  user: { email: string; name: string };
  change: TSecurityChange;
  now: Date;
}): Promise<void> => {
  try {
    await alerts.mailQueue.queueEmail(
      buildSecurityNoticeEmail({ to: user.email, name: user.name, change, publicUrl: alerts.publicUrl, now }),
    );
  } catch (error) {
    alerts.logger.warn(
      { err: error, change: change.kind },
      'aviso de alteração de segurança não enfileirado',
    );
  }
};
