import { processReference } from '@pc/contract/process';
import {
  QUOTATION_CLOSED_REASON,
  type TFreightQuotationsResponse,
  type TQuotationDecisionRequest,
} from '@pc/contract/quotation';
import type { TDatabase } from '../../db/client.ts';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import { findProcessKey, PROCESS_NOT_FOUND } from '../../db/repositories/process-key.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordTrail } from '../../core/process-trail/record-trail.ts';
import { recordWebhookEvent } from '../../core/webhooks/record-webhook-event.ts';
import type { TMailQueue, TQueuedEmail } from '../../core/mail/mail-queue.ts';
import { buildDecisionEmail, type TDecisionKind } from './quotation-decision-email.ts';
import {
  closeOpenQuotations,
  decideOne,
  findProcessTypeOfProcess,
  lockRoundQuotations,
  markQuotationsViewed,
  type TRoundQuotation,
} from './quotation-decision-repository.ts';
import { getProcessQuotations } from './quotation-service.ts';

const forwarderOf = (quotation: TRoundQuotation) => quotation.forwarderName ?? 'agente de carga';

/**
 * The customer's decision on a quotation, in one transaction with the round locked: approving one
 * closes the round's other open quotations; rejecting needs a justification. A round with an
 * approved quotation is closed for good (409). The history shows the decision, and the forwarders
 * with a known e-mail hear of it (recorded with the decision, sent after the commit).
 */
export const decideQuotation = async (options: {
  db: TDatabase;
  mailQueue: TMailQueue;
  companyIds: number[];
  processId: number;
  quotationId: number;
  decision: TQuotationDecisionRequest;
  userName: string;
  now: Date;
}): Promise<TFreightQuotationsResponse> => {
  const { db, mailQueue, companyIds, processId, quotationId, decision, userName, now } = options;
  const outboxIds = await db.transaction(async (tx) => {
    const key = await findProcessKey(tx, { companyIds, id: processId, isLocking: true });
    if (!key) throw new AppError('NOT_FOUND', PROCESS_NOT_FOUND);
    const round = { companyId: key.companyId, processId: key.id };
    const quotations = await lockRoundQuotations(tx, round);
    const target = quotations.find((quotation) => quotation.id === quotationId);
    if (!target) throw new AppError('NOT_FOUND', 'Cotação não encontrada.');
    if (quotations.some((quotation) => quotation.approved === true)) {
      throw new AppError('CONFLICT', 'Esta rodada de cotações já foi encerrada com uma cotação aprovada.');
    }
    const reason = decision.approved ? null : (decision.reason ?? '').trim();
    const decided = { decidedAt: now, decidedBy: userName };
    await decideOne(
      tx,
      { ...round, quotationId },
      { approved: decision.approved, rejectReason: reason, ...decided },
    );
    const closedIds = decision.approved
      ? await closeOpenQuotations(
          tx,
          { ...round, approvedId: quotationId },
          {
            approved: false,
            rejectReason: QUOTATION_CLOSED_REASON,
            ...decided,
          },
        )
      : [];
    // The trail, as the milestones: the history shows it and the follow-up e-mails tell the company.
    await recordTrail(tx, {
      changes: [
        {
          ...round,
          field: 'freightQuotation',
          oldValue: null,
          newValue: decision.approved
            ? `de ${forwarderOf(target)} aprovada por ${userName}.`
            : `de ${forwarderOf(target)} reprovada por ${userName}. Justificativa: ${reason}`,
        },
      ],
      source: 'USER',
      author: userName,
      now,
      stepNames: new Map(),
    });
    // Webhooks' outbox: commits with the decision (a quotation the approval closed is not a decision).
    await recordWebhookEvent(tx, {
      type: decision.approved ? 'quotation.approved' : 'quotation.rejected',
      occurredAt: now,
      data: {
        ...round,
        quotationId,
        forwarderName: target.forwarderName,
        decidedAt: now.toISOString(),
        decidedBy: userName,
        reason,
      },
    });
    const reference = processReference(await findProcessTypeOfProcess(tx, round), key.identification);
    const [company] = await findCompaniesByIds(tx, [key.companyId]);
    const notify = (quotation: TRoundQuotation, kind: TDecisionKind): TQueuedEmail[] =>
      quotation.contactEmail
        ? [
            {
              ...buildDecisionEmail({
                to: quotation.contactEmail,
                kind,
                person: quotation.person,
                reference,
                companyName: company?.name ?? 'O cliente',
                reason,
                language: quotation.language ?? 'pt-BR',
              }),
              dedupeKey: `quotation-decision:${key.companyId}:${quotation.id}:${kind}`,
            },
          ]
        : [];
    const emails = [
      ...notify(target, decision.approved ? 'approved' : 'rejected'),
      ...quotations
        .filter((quotation) => closedIds.includes(quotation.id))
        .flatMap((quotation) => notify(quotation, 'closed')),
    ];
    return mailQueue.recordEmails(tx, emails);
  });
  await mailQueue.dispatchEmails(outboxIds);
  return getProcessQuotations({ db, companyIds, processId });
};

/** The customer opened the tab: quotations still COTADO become VISUALIZADO. */
export const markProcessQuotationsViewed = async (options: {
  db: TDatabase;
  companyIds: number[];
  processId: number;
}): Promise<{ viewed: number }> => {
  const key = await findProcessKey(options.db, { companyIds: options.companyIds, id: options.processId });
  if (!key) throw new AppError('NOT_FOUND', PROCESS_NOT_FOUND);
  return { viewed: await markQuotationsViewed(options.db, { companyId: key.companyId, processId: key.id }) };
};
