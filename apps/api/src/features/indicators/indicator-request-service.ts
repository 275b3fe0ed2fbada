import type { TCodeMessageResponse } from '@pc/contract/envelope';
import type { TDatabase } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TEmail } from '../../core/mail/mail-transport.ts';
import { takeThrottleAttempt, type TThrottleRule } from '../../core/throttle/throttle-service.ts';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import { findRequester } from './indicator-repository.ts';

const INDICATOR_REQUEST_SENT_MESSAGE = 'Sua solicitação foi enviada com sucesso!';
const INDICATOR_REQUEST_SUBJECT = 'Portal dos Clientes: solicitação de indicador personalizado';

/** Requests per user: 10 per hour keeps the provider's mailbox usable (counted in login_throttle). */
const INDICATOR_REQUEST_RULE: TThrottleRule = {
  limit: 10,
  windowSeconds: 60 * 60,
  blockSeconds: 60 * 60,
};
const throttleKey = (userId: number) => `indicator-request:${userId}`;

const tooManyRequests = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Você já enviou muitas solicitações de indicador. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`,
    { headers: { 'retry-after': String(seconds) } },
  );
};

/** 11222333000181 → 11.222.333/0001-81 (other lengths as they are). */
export const formatCnpj = (federalId: string): string =>
  /^\d{14}$/.test(federalId)
    ? `${federalId.slice(0, 2)}.${federalId.slice(2, 5)}.${federalId.slice(5, 8)}/${federalId.slice(8, 12)}-${federalId.slice(12)}`
    : federalId;

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const SENT_AT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const formatInstant = (instant: Date): string => SENT_AT.format(instant);

type TRequestEmailContent = {
  to: string;
  requester: { name: string; email: string };
  companies: readonly { name: string; federalId: string }[];
  message: string;
  sentAt: Date;
};

const buildIndicatorRequestEmail = ({
  to,
  requester,
  companies,
  message,
  sentAt,
}: TRequestEmailContent): TEmail => {
  const companyLines = companies.map((company) => `${company.name} (CNPJ ${formatCnpj(company.federalId)})`);
  const text = [
    'Um usuário do Portal dos Clientes solicitou um indicador personalizado.',
    '',
    `Usuário: ${requester.name} <${requester.email}>`,
    `Enviada em: ${formatInstant(sentAt)}`,
    'Empresas:',
    ...companyLines.map((line) => `- ${line}`),
    '',
    'Solicitação:',
    message,
  ].join('\n');
  const html = [
    '<p>Um usuário do Portal dos Clientes solicitou um indicador personalizado.</p>',
    `<p><strong>Usuário:</strong> ${escapeHtml(requester.name)} &lt;${escapeHtml(requester.email)}&gt;<br>`,
    `<strong>Enviada em:</strong> ${escapeHtml(formatInstant(sentAt))}</p>`,
    '<p><strong>Empresas:</strong></p>',
    `<ul>${companyLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    '<p><strong>Solicitação:</strong></p>',
    `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
  ].join('\n');
  return { to, subject: INDICATOR_REQUEST_SUBJECT, text, html };
};

type TRequestIndicatorOptions = {
  db: TDatabase;
  mailQueue: TMailQueue;
  companyIds: readonly number[];
  userId: number;
  message: string;
  to: string;
  now: Date;
};

/** E-mails the provider's team a personalised-indicator request ('Personalize seu indicador'). */
export const requestNewIndicator = async ({
  db,
  mailQueue,
  companyIds,
  userId,
  message,
  to,
  now,
}: TRequestIndicatorOptions): Promise<TCodeMessageResponse> => {
  const requester = await findRequester(db, userId);
  if (!requester) throw notFound('Usuário não encontrado.');
  const companies = companyIds.length === 0 ? [] : await findCompaniesByIds(db, companyIds);

  // Taken in one statement, so requests sent at once cannot outnumber the limit.
  const taken = await takeThrottleAttempt({
    db,
    key: throttleKey(userId),
    rule: INDICATOR_REQUEST_RULE,
    now,
  });
  if (!taken.isTaken) throw tooManyRequests(taken.retryAfterSeconds);
  // Queued durably: an SMTP outage delays the e-mail, it does not lose it.
  await mailQueue.queueEmail(buildIndicatorRequestEmail({ to, requester, companies, message, sentAt: now }));
  return { code: 'SUCCESS', message: INDICATOR_REQUEST_SENT_MESSAGE };
};
