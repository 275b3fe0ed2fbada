import { buildThreadPath } from '@pc/contract/thread-link';
import { processReference } from '@pc/contract/process';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import type { TMailQueue, TQueuedEmail } from '../../core/mail/mail-queue.ts';
import { groupBy } from '../../lib/group-by.ts';
import { findBlockedEvents } from '../../core/notifications/company-blocks.ts';
import { settingsOf } from '../../core/notifications/notification-settings.ts';
import {
  findActiveStaff,
  findCustomerRecipients,
  findEmailThreads,
  findReadMarks,
  lockDueMessages,
  markMessagesNotified,
  type TDueMessage,
  type TEmailThread,
  type TRecipient,
} from './message-email-repository.ts';
import { buildFollowUpLinks, buildUnsubscribeHeaders } from '../../core/mail/follow-up-links.ts';
import { buildUnreadMessagesEmail, type TUnreadEmailThread } from './unread-message-email.ts';

/** A message is e-mailed once it has stayed unread this long. */
export const UNREAD_EMAIL_DELAY_MINUTES = 5;
/** Messages one run looks at; the next run (a minute later) takes the rest. */
const RUN_LIMIT = 1000;
const MINUTE_MS = 60_000;

const threadKeyOf = (key: { companyId: number; processId: number }): string =>
  `${key.companyId}:${key.processId}`;

/**
 * Who hears of a message: the other side. The customer's reach the staff member who took the
 * thread (an active one), else every active staff member; the broker's reach the company's users.
 * Either way only those who keep the follow-up on.
 */
const recipientsOf = (options: {
  message: TDueMessage;
  thread: TEmailThread;
  staff: readonly (TRecipient & { isFollowingUp: boolean })[];
  customersByCompany: ReadonlyMap<number, TRecipient[]>;
}): TRecipient[] => {
  const { message, thread, staff } = options;
  if (message.authorSide === 'BROKER') return options.customersByCompany.get(thread.companyId) ?? [];
  const owner = staff.find((member) => member.id === thread.assignedUserId);
  const team = owner ? [owner] : staff;
  return team.filter((member) => member.isFollowingUp);
};

type TPending = {
  recipient: TRecipient;
  threads: Map<string, { thread: TEmailThread; messages: TDueMessage[] }>;
};

/** Per recipient, the threads and messages the run would tell them about (before their read marks). */
const collectCandidates = async (
  tx: TDbExecutor,
  due: readonly TDueMessage[],
): Promise<{ pending: Map<number, TPending>; threads: TEmailThread[] }> => {
  const keys = [...new Map(due.map((message) => [threadKeyOf(message), message])).values()];
  const threads = await findEmailThreads(tx, keys);
  const threadByKey = new Map(threads.map((thread) => [threadKeyOf(thread), thread]));
  const brokerCompanies = [
    ...new Set(due.filter((message) => message.authorSide === 'BROKER').map((message) => message.companyId)),
  ];
  const [staff, customers, blocked] = await Promise.all([
    findActiveStaff(tx),
    findCustomerRecipients(tx, brokerCompanies),
    findBlockedEvents(tx, brokerCompanies),
  ]);
  // The notification rules decide: the message event by e-mail, the company not muted by the user
  // nor the event turned off for it by an admin.
  const customersByCompany = groupBy(
    customers.filter((customer) => {
      const rules = settingsOf(customer.settings);
      return (
        rules.events.MESSAGE_RECEIVED.isEmail &&
        !rules.mutedCompanyIds.includes(customer.companyId) &&
        !blocked.has(`${customer.companyId}:MESSAGE_RECEIVED`)
      );
    }),
    (customer) => customer.companyId,
    ({ id, name, email }): TRecipient => ({ id, name, email }),
  );
  const pending = new Map<number, TPending>();
  for (const message of due) {
    const thread = threadByKey.get(threadKeyOf(message));
    if (!thread) continue;
    for (const recipient of recipientsOf({ message, thread, staff, customersByCompany })) {
      if (recipient.id === message.authorUserId) continue;
      const entry = pending.get(recipient.id) ?? { recipient, threads: new Map() };
      pending.set(recipient.id, entry);
      const threadEntry = entry.threads.get(threadKeyOf(thread)) ?? { thread, messages: [] };
      entry.threads.set(threadKeyOf(thread), threadEntry);
      threadEntry.messages.push(message);
    }
  }
  return { pending, threads };
};

/**
 * The e-mail about unread messages: every minute, the messages older than five minutes that the
 * job has not looked at; each person on the other side who has not read past them gets ONE e-mail
 * for the run, listing the conversations with a link that opens each. In one transaction the
 * e-mails are recorded and the messages marked, so a crash or a second instance never mails a
 * message twice and never loses one.
 */
export const sendUnreadMessageEmails = async ({
  db,
  mailQueue,
  publicUrl,
  secret,
  now,
}: {
  db: TDatabase;
  mailQueue: TMailQueue;
  publicUrl: string;
  /** Signs the one-click unsubscribe link (JWT_SECRET, as the follow-up e-mails'). */
  secret: string;
  now: Date;
}): Promise<{ messages: number; emails: number }> => {
  let messageCount = 0;
  const outboxIds = await db.transaction(async (tx) => {
    const due = await lockDueMessages(tx, {
      createdBefore: new Date(now.getTime() - UNREAD_EMAIL_DELAY_MINUTES * MINUTE_MS),
      limit: RUN_LIMIT,
    });
    messageCount = due.length;
    if (due.length === 0) return [];
    const { pending, threads } = await collectCandidates(tx, due);
    const marks = await findReadMarks(tx, {
      userIds: [...pending.keys()],
      processIds: threads.map((thread) => thread.processId),
    });
    const markOf = new Map(
      marks.map((mark) => [`${mark.userId}:${threadKeyOf(mark)}`, mark.lastReadMessageId]),
    );
    const emails: TQueuedEmail[] = [];
    for (const { recipient, threads: recipientThreads } of pending.values()) {
      const lines: TUnreadEmailThread[] = [];
      let newest = 0;
      for (const { thread, messages } of recipientThreads.values()) {
        const mark = markOf.get(`${recipient.id}:${threadKeyOf(thread)}`) ?? 0;
        const unread = messages.filter((message) => message.id > mark);
        const last = unread.at(-1);
        if (!last) continue;
        newest = Math.max(newest, last.id);
        lines.push({
          reference: processReference(thread.typeOfProcess, thread.identification),
          companyName: thread.companyName,
          customerRef: thread.customerRef,
          unread: unread.length,
          lastAuthorName: last.authorName,
          lastAt: last.created,
          replyUrl: `${publicUrl}${buildThreadPath(thread.processId)}`,
        });
      }
      if (lines.length === 0) continue;
      const linkOptions = { publicUrl, secret, userId: recipient.id };
      emails.push({
        ...buildUnreadMessagesEmail({
          to: recipient.email,
          name: recipient.name,
          threads: lines,
          links: buildFollowUpLinks(linkOptions),
        }),
        // The follow-up switch governs this e-mail too: mail clients offer "Cancelar inscrição".
        headers: buildUnsubscribeHeaders(linkOptions),
        dedupeKey: `messages-unread:${recipient.id}:${newest}`,
      });
    }
    const ids = await mailQueue.recordEmails(tx, emails);
    await markMessagesNotified(tx, { messages: due, now });
    return ids;
  });
  await mailQueue.dispatchEmails(outboxIds);
  return { messages: messageCount, emails: outboxIds.length };
};
