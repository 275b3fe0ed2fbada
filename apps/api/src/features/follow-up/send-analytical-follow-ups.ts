import { processReference } from '@pc/contract/process';
import type { TDatabase } from '../../db/client.ts';
import type { TMailQueue, TQueuedEmail } from '../../core/mail/mail-queue.ts';
import { findStepNames } from '../../core/process-trail/process-change-repository.ts';
import { describeProcessChange } from '../../core/process-trail/process-change-wording.ts';
import type { TAnalyticalEmailData } from './follow-up-email-data.ts';
import {
  buildFollowUpLinks,
  buildUnsubscribeHeaders,
  processUrlOf,
} from '../../core/mail/follow-up-links.ts';
import {
  findAnalyticalRecipients,
  findEmailProcess,
  findSettledChangeGroups,
  lockPendingChanges,
  markChangesNotified,
} from './follow-up-repository.ts';
import { formatBrDateTime } from '../../lib/format-br.ts';
import { renderAnalyticalEmail } from './render-follow-up-emails.ts';

const MINUTE_MS = 60_000;

/** Processes handled per sweep; the next sweep (a minute later) takes the rest. */
const SWEEP_LIMIT = 200;

export type TFollowUpTiming = {
  /** A process is mailed once it has been quiet this long, so a burst of changes is one e-mail. */
  quietMinutes: number;
  /** …or once its first unsent change is this old, even if it keeps changing. */
  maxWaitMinutes: number;
};

type TSendAnalyticalOptions = TFollowUpTiming & {
  db: TDatabase;
  mailQueue: TMailQueue;
  now: Date;
  publicUrl: string;
  secret: string;
};

type TSweepResult = { processes: number; emails: number };

/**
 * The analytical follow-up: for each process whose burst of milestone changes is over, one e-mail
 * per user of its company who asked for it, listing the burst's changes. In one transaction per
 * process the e-mails are recorded and the changes marked, so a crash or a second instance never
 * mails a change twice (the dedupe key covers a retried sweep) and never loses one.
 */
export const sendAnalyticalFollowUps = async ({
  db,
  mailQueue,
  now,
  publicUrl,
  secret,
  quietMinutes,
  maxWaitMinutes,
}: TSendAnalyticalOptions): Promise<TSweepResult> => {
  const groups = await findSettledChangeGroups(db, {
    quietBefore: new Date(now.getTime() - quietMinutes * MINUTE_MS),
    maxWaitBefore: new Date(now.getTime() - maxWaitMinutes * MINUTE_MS),
    limit: SWEEP_LIMIT,
  });
  const stepNames = groups.length > 0 ? await findStepNames(db) : new Map<number, string>();
  let emailCount = 0;
  for (const group of groups) {
    const outboxIds = await db.transaction(async (tx) => {
      const changes = await lockPendingChanges(tx, { ...group, changedUpTo: now });
      if (changes.length === 0) return [];
      const [recipients, process] = await Promise.all([
        findAnalyticalRecipients(tx, group.companyId),
        findEmailProcess(tx, group),
      ]);
      const emails: TQueuedEmail[] = [];
      if (process) {
        const lastChangeId = Math.max(...changes.map((change) => change.id));
        const lines = changes.map((change) => ({
          description: describeProcessChange({ ...change, stepNames }),
          changedAt: formatBrDateTime(change.changedAt),
        }));
        for (const recipient of recipients) {
          const links = buildFollowUpLinks({ publicUrl, secret, userId: recipient.id });
          const data: TAnalyticalEmailData = {
            ...links,
            recipientName: recipient.name,
            process: {
              reference: processReference(process.typeOfProcess, process.identification),
              customerName: process.customerName,
              customerRef: process.customerRef,
              invoice: process.invoice,
              exporterName: process.exporterName,
              url: processUrlOf(publicUrl, process.id),
              stepName: process.stepName,
              status: process.status,
            },
            changes: lines,
          };
          const rendered = await renderAnalyticalEmail(data);
          emails.push({
            to: recipient.email,
            ...rendered,
            headers: buildUnsubscribeHeaders({ publicUrl, secret, userId: recipient.id }),
            dedupeKey: `follow-up:${group.companyId}:${group.processId}:${lastChangeId}:${recipient.id}`,
          });
        }
      }
      const ids = await mailQueue.recordEmails(tx, emails);
      // Marked even with nobody to mail: a user who turns the follow-up on later gets what
      // changes from then on, not a backlog.
      await markChangesNotified(tx, {
        companyId: group.companyId,
        ids: changes.map((change) => change.id),
        now,
      });
      return ids;
    });
    await mailQueue.dispatchEmails(outboxIds);
    emailCount += outboxIds.length;
  }
  return { processes: groups.length, emails: emailCount };
};
