import { createHash } from 'node:crypto';
import {
  FORWARDER_INVITE_FORBIDDEN,
  FORWARDER_ATTACHMENT_MIME_TYPES,
  FORWARDER_ATTACHMENT_REFUSED,
  FORWARDER_LINK_INVALID,
  MAX_FORWARDER_ATTACHMENTS,
  FORWARDER_ROUND_CLOSED,
  type TForwarderQuote,
  type TForwarderQuotePage,
  type TQuotationInvitationRequest,
  type TQuotationInvitationResponse,
} from '@pc/contract/forwarder-quote';
import { processReference } from '@pc/contract/process';
import { QUOTATION_ROUND_CLOSED_MESSAGES } from '@pc/contract/quotation';
import { findQuotationRound } from '../../core/quotations/quotation-round.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { TContainerType } from '../../db/schema/quotations.ts';
import { AppError } from '../../lib/app-error.ts';
import { judgeFileContent } from '../../lib/files/judge-file-content.ts';
import { storeFile } from '../../db/repositories/stored-files.ts';
import { canWriteCompany, type TServiceCaller } from '../../core/auth/service-client.ts';
import { businessDayOf } from '../../lib/business-day.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import { buildForwarderInvitationEmail } from '../../core/quotations/forwarder-invitation-email.ts';
import { recordWebhookEvent } from '../../core/webhooks/record-webhook-event.ts';
import {
  FORWARDER_LINK_DEFAULT_DAYS,
  hashForwarderToken,
  newForwarderLink,
} from '../../core/quotations/forwarder-link.ts';
import {
  findForwarderView,
  findInvitationById,
  findInvitationByTokenHash,
  findOrCreateForwarder,
  findProcessByIdentification,
  findProcessOfCompanies,
  findQuotationAttachments,
  findQuotationForEdit,
  insertQuotationAttachment,
  insertInvitation,
  insertQuotation,
  linkInvitationQuotation,
  replaceQuotationContainers,
  revokeInvitationRow,
  type TInvitationRow,
  updateQuotation,
} from './forwarder-quote-repository.ts';
import { findLatestRate } from './quotation-repository.ts';

const linkInvalid = () => new AppError('NOT_FOUND', FORWARDER_LINK_INVALID);

/**
 * Creates a forwarder's link to quote a process and e-mails it (recorded with the link, sent after
 * the commit). Only the token's hash is kept: the link in the answer and the e-mail is all there is.
 */
type TInvitedProcess = {
  companyId: number;
  id: number;
  typeOfProcess: string | null;
  identification: number;
};

/**
 * Creates a forwarder's link to quote a process and e-mails it (recorded with the link, sent after
 * the commit). Only the token's hash is kept: the link in the answer and the e-mail is all there is.
 * `findProcess` answers the process the caller may invite for, or null (404).
 */
export const inviteForwarder = async (options: {
  db: TDatabase;
  mailQueue: TMailQueue;
  findProcess: (tx: TDbExecutor) => Promise<TInvitedProcess | null>;
  createdBy: string;
  request: TQuotationInvitationRequest;
  publicUrl: string;
  now: Date;
}): Promise<TQuotationInvitationResponse> => {
  const { db, mailQueue, findProcess, createdBy, request, publicUrl, now } = options;
  const { url, tokenHash, expiresAt } = newForwarderLink({
    publicUrl,
    now,
    days: request.expiresInDays ?? FORWARDER_LINK_DEFAULT_DAYS,
  });
  const { id, outboxIds } = await db.transaction(async (tx) => {
    const process = await findProcess(tx);
    if (!process) throw new AppError('NOT_FOUND', 'Processo não encontrado.');
    // A closed round takes no forwarder: refused before the link exists and any e-mail is queued.
    const round = await findQuotationRound(tx, {
      companyId: process.companyId,
      processId: process.id,
      isLocking: true,
    });
    if (round?.closedReason)
      throw new AppError('CONFLICT', QUOTATION_ROUND_CLOSED_MESSAGES[round.closedReason]);
    const view = await findForwarderView(tx, { companyId: process.companyId, processId: process.id });
    const id = await insertInvitation(tx, {
      companyId: process.companyId,
      processId: process.id,
      tokenHash,
      forwarderName: request.forwarderName,
      email: request.email.toLowerCase(),
      expiresAt,
      createdAt: now,
      createdBy,
      language: request.language ?? 'pt-BR',
    });
    const outboxIds = await mailQueue.recordEmails(tx, [
      {
        ...buildForwarderInvitationEmail({
          to: request.email,
          forwarderName: request.forwarderName,
          reference: processReference(process.typeOfProcess, process.identification),
          companyName: view?.companyName ?? '',
          url,
          expiresAt,
          language: request.language ?? 'pt-BR',
        }),
        dedupeKey: `forwarder-invitation:${process.companyId}:${id}`,
      },
    ]);
    return { id, outboxIds };
  });
  await mailQueue.dispatchEmails(outboxIds);
  return { id, url, expiresAt: expiresAt.toISOString() };
};

/** A service client's process by reference number, within its companies. */
export const processOfServiceClient =
  (caller: TServiceCaller, identification: number) =>
  async (tx: TDbExecutor): Promise<TInvitedProcess | null> => {
    const process = await findProcessByIdentification(tx, identification);
    if (!process || !canWriteCompany(caller, process.companyId)) return null;
    return { ...process, identification };
  };

/** A user's process by id, within their companies; only the broker's staff (by role) may invite. */
export const processOfStaffUser =
  (options: { companyIds: number[]; processId: number; isStaff: boolean }) =>
  async (tx: TDbExecutor): Promise<TInvitedProcess | null> => {
    if (!options.isStaff) throw new AppError('FORBIDDEN', FORWARDER_INVITE_FORBIDDEN);
    return findProcessOfCompanies(tx, { companyIds: options.companyIds, id: options.processId });
  };

/** Revokes a link of the client's companies; another company's id answers 404 like a missing one. */
export const revokeForwarderInvitation = async (options: {
  db: TDatabase;
  caller: TServiceCaller;
  id: number;
  now: Date;
}): Promise<{ revoked: boolean }> => {
  const invitation = await findInvitationById(options.db, options.id);
  const { caller } = options;
  if (!invitation || !canWriteCompany(caller, invitation.companyId)) {
    throw new AppError('NOT_FOUND', 'Convite não encontrado.');
  }
  return {
    revoked: await revokeInvitationRow(options.db, {
      companyId: invitation.companyId,
      id: invitation.id,
      now: options.now,
    }),
  };
};

const liveInvitation = async (
  db: TDbExecutor,
  token: string,
  now: Date,
  isLocking = false,
): Promise<TInvitationRow> => {
  const invitation = await findInvitationByTokenHash(db, hashForwarderToken(token), isLocking);
  if (!invitation || invitation.revokedAt || invitation.expiresAt.getTime() <= now.getTime())
    throw linkInvalid();
  return invitation;
};

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** Open until a quotation is approved or the process ends (the round's whole rule, decision 0097). */
const isRoundOpen = async (db: TDbExecutor, key: { companyId: number; processId: number }) =>
  (await findQuotationRound(db, key))?.isOpen ?? false;

const buildPage = async (db: TDbExecutor, invitation: TInvitationRow): Promise<TForwarderQuotePage> => {
  const key = { companyId: invitation.companyId, processId: invitation.processId };
  const view = await findForwarderView(db, key);
  if (!view) throw linkInvalid();
  const quotation = invitation.quotationId
    ? await findQuotationForEdit(db, { companyId: invitation.companyId, id: invitation.quotationId })
    : null;
  const attachments = invitation.quotationId
    ? await findQuotationAttachments(db, {
        companyId: invitation.companyId,
        quotationId: invitation.quotationId,
      })
    : [];
  return {
    forwarderName: invitation.forwarderName,
    attachments,
    expiresAt: invitation.expiresAt.toISOString(),
    language: invitation.language,
    isOpen: await isRoundOpen(db, key),
    process: {
      reference: processReference(view.typeOfProcess, view.identification),
      companyName: view.companyName,
      wayOfTransport: view.wayOfTransport,
      typeOfBoarding: view.typeOfBoarding,
      incoterm: view.incoterm,
      placeOfLoading: view.placeOfLoading,
      originCountry: view.originCountry,
      destinationPort: view.destinationPortAlias
        ? `${view.destinationPortAlias}${view.destinationPortName ? ` (${view.destinationPortName})` : ''}`
        : null,
      readyDate: view.goodsReadyDate ?? view.estimatedReadyDate,
      grossWeight: toNumber(view.grossWeight),
      netWeight: toNumber(view.netWeight),
    },
    quote: quotation
      ? {
          person: quotation.person ?? '',
          totalUSD: toNumber(quotation.totalUsd),
          totalEUR: toNumber(quotation.totalEur),
          totalReais: toNumber(quotation.totalReais),
          currency: quotation.currency,
          totalOthers: toNumber(quotation.totalOthers),
          transitTime: quotation.transitTime ?? 0,
          freetime: quotation.freetime ?? 0,
          transhipment: quotation.transhipment,
          containers: quotation.containers,
          validUntil: quotation.validUntil ?? '',
          observation: quotation.observation,
        }
      : null,
  };
};

/** The forwarder's page: the process as they may see it and what they sent so far. */
export const getForwarderQuotePage = async (options: { db: TDatabase; token: string; now: Date }) =>
  buildPage(options.db, await liveInvitation(options.db, options.token, options.now));

const money = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : value.toFixed(2);

/**
 * Sends or changes the forwarder's quotation while the link lives and the round is open. Totals
 * in USD and EUR are valued in reais at the latest sell rates; a fourth currency has no rate here,
 * so it counts in the grand total only through what the forwarder states in reais. A change puts
 * the quotation back to COTADO: the customer has not seen the new figures.
 */
export const submitForwarderQuote = async (options: {
  db: TDatabase;
  token: string;
  quote: TForwarderQuote;
  now: Date;
}): Promise<TForwarderQuotePage> => {
  const { db, token, quote, now } = options;
  if (quote.validUntil < businessDayOf(now)) {
    throw new AppError('BAD_REQUEST', 'A validade da cotação deve ser hoje ou uma data futura.');
  }
  const [usd, eur] = await Promise.all([findLatestRate(db, 'USD'), findLatestRate(db, 'EUR')]);
  return db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, token, now, true);
    const key = { companyId: invitation.companyId, processId: invitation.processId };
    if (!(await isRoundOpen(tx, key))) throw new AppError('CONFLICT', FORWARDER_ROUND_CLOSED);
    const usdReais = quote.totalUSD && usd ? quote.totalUSD * Number(usd.sell) : null;
    const eurReais = quote.totalEUR && eur ? quote.totalEUR * Number(eur.sell) : null;
    const total = (usdReais ?? 0) + (eurReais ?? 0) + (quote.totalReais ?? 0);
    const values = {
      person: quote.person,
      status: 'COTADO' as const,
      transitTime: quote.transitTime,
      freetime: quote.freetime,
      transhipment: quote.transhipment || null,
      currency: quote.totalOthers ? (quote.currency ?? null) : null,
      totalUsd: money(quote.totalUSD),
      totalUsdReais: money(usdReais),
      totalEur: money(quote.totalEUR),
      totalEurReais: money(eurReais),
      totalReais: money(quote.totalReais),
      totalOthers: money(quote.totalOthers),
      totalOthersReais: null,
      total: total > 0 ? total.toFixed(2) : null,
      observation: quote.observation || null,
      validUntil: quote.validUntil,
      contactEmail: invitation.email,
    };
    let quotationId = invitation.quotationId;
    if (quotationId) {
      await updateQuotation(tx, { companyId: key.companyId, id: quotationId }, values);
    } else {
      quotationId = await insertQuotation(tx, {
        ...values,
        ...key,
        freightForwarderId: await findOrCreateForwarder(tx, invitation.forwarderName),
        created: now,
      });
      await linkInvitationQuotation(tx, { companyId: key.companyId, id: invitation.id, quotationId });
    }
    // Webhooks' transactional outbox: the row commits with the quotation (a resubmission is submitted again).
    await recordWebhookEvent(tx, {
      type: 'quotation.submitted',
      occurredAt: now,
      data: { ...key, quotationId, forwarderName: invitation.forwarderName, submittedAt: now.toISOString() },
    });
    await replaceQuotationContainers(
      tx,
      { companyId: key.companyId, quotationId },
      quote.containers.map((container) => ({
        quantity: container.quantity,
        type: container.type as TContainerType,
      })),
    );
    return buildPage(tx, { ...invitation, quotationId });
  });
};

const ATTACHMENT_TYPES = new Set<string>(FORWARDER_ATTACHMENT_MIME_TYPES);

/**
 * Attaches a file to the forwarder's quotation (sent first), while the link lives and the round is
 * open: allowed types only, judged by the bytes (the page is public: a declared type proves
 * nothing), a few per quotation; the bytes are stored once per company, as the type they show.
 */
export const attachForwarderFile = async (options: {
  db: TDatabase;
  token: string;
  file: { fileName: string; mimeType: string; content: Buffer };
  now: Date;
}): Promise<TForwarderQuotePage> => {
  const { db, token, file, now } = options;
  if (!ATTACHMENT_TYPES.has(file.mimeType) || file.content.length === 0) {
    throw new AppError('BAD_REQUEST', FORWARDER_ATTACHMENT_REFUSED);
  }
  const mimeType = await judgeFileContent({
    fileName: file.fileName,
    declaredMimeType: file.mimeType,
    content: file.content,
    allowedMimeTypes: FORWARDER_ATTACHMENT_MIME_TYPES,
  });
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, token, now, true);
    const key = { companyId: invitation.companyId, processId: invitation.processId };
    if (!(await isRoundOpen(tx, key))) throw new AppError('CONFLICT', FORWARDER_ROUND_CLOSED);
    if (!invitation.quotationId)
      throw new AppError('BAD_REQUEST', 'Envie a cotação antes de anexar arquivos.');
    const quotationId = invitation.quotationId;
    const attached = await findQuotationAttachments(tx, { companyId: key.companyId, quotationId });
    if (attached.length >= MAX_FORWARDER_ATTACHMENTS) {
      throw new AppError('BAD_REQUEST', `A cotação já tem ${MAX_FORWARDER_ATTACHMENTS} anexos, o máximo.`);
    }
    const fileId = await storeFile(tx, {
      companyId: key.companyId,
      sha256,
      mimeType,
      content: file.content,
    });
    await insertQuotationAttachment(tx, {
      companyId: key.companyId,
      freightQuotationId: quotationId,
      fileId,
      originalFilename: file.fileName.slice(0, 200),
      created: now,
    });
    return buildPage(tx, invitation);
  });
};
