import { WEBHOOK_DISABLE_AFTER_HOURS, WEBHOOK_DISABLED_EMAIL_SUBJECT } from '@pc/contract/webhooks';
import { buildUserLetter, type TLetterBody } from '../../core/invitations/invitation-email.ts';
import type { TEmail } from '../../core/mail/mail-transport.ts';
import { formatBrDateTime } from '../../lib/format-br.ts';

/** The letter (pt-BR) to the owner of a subscription the portal turned off after a day of failures. */
export const webhookDisabledLetter = ({
  url,
  description,
  failingSince,
  lastError,
}: {
  url: string;
  description: string;
  failingSince: Date;
  lastError: string;
}): TLetterBody => ({
  subject: WEBHOOK_DISABLED_EMAIL_SUBJECT,
  lines: [
    `O webhook ${description ? `"${description}" ` : ''}que envia eventos do Portal dos Clientes para ${url} foi desativado.`,
    `As entregas falham desde ${formatBrDateTime(failingSince)} (horário de Brasília), há mais de ${WEBHOOK_DISABLE_AFTER_HOURS} horas, sem nenhuma entrega bem-sucedida.`,
    `Último erro: ${lastError}`,
    '',
    'Corrija o endereço ou o sistema que recebe os eventos e ative o webhook de novo na tela de webhooks. O histórico de entregas mostra cada tentativa, e as que falharam podem ser reenviadas.',
  ],
});

export const buildWebhookDisabledEmail = (options: {
  to: string;
  name: string;
  url: string;
  description: string;
  failingSince: Date;
  lastError: string;
}): TEmail => buildUserLetter({ to: options.to, name: options.name, body: webhookDisabledLetter(options) });
