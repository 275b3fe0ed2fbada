import { sql } from 'drizzle-orm';
import type { TMessageAuthorSide, TMessageKind } from '@pc/contract/messages';
import type { TDbExecutor } from '../../db/client.ts';
import { messageThreads, processMessages } from '../../db/schema/collaboration.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';

/** Who writes: a portal user (customer or staff), or one of the broker's systems. */
export type TMessageAuthor =
  | { side: TMessageAuthorSide; userId: number; name: string }
  | { side: 'BROKER'; clientId: number; name: string };

export type TRecordMessageOptions = {
  companyId: number;
  processId: number;
  kind: TMessageKind;
  text: string;
  author: TMessageAuthor;
  /** Documents of the same process (the caller checked they are). */
  documentIds?: readonly number[];
  at: Date;
};

export type TRecordedMessage = typeof processMessages.$inferSelect;

/**
 * Writes one message of a process's conversation, in the caller's transaction: the message, its
 * thread's row for the Atendimento inbox (count, last message, since when the customer waits) and
 * the message.posted webhook event, so none of them exists without the others. Every message goes
 * through here: what people write, and the lines the portal writes for documents and payments.
 */
export const recordMessage = async (
  executor: TDbExecutor,
  options: TRecordMessageOptions,
): Promise<TRecordedMessage> => {
  const { companyId, processId, author, at } = options;
  const documentIds = [...(options.documentIds ?? [])];
  const [message] = await executor
    .insert(processMessages)
    .values({
      companyId,
      processId,
      kind: options.kind,
      text: options.text,
      authorSide: author.side,
      authorUserId: 'userId' in author ? author.userId : null,
      authorClientId: 'clientId' in author ? author.clientId : null,
      authorName: author.name,
      documentIds,
      created: at,
    })
    .returning();
  if (!message) throw new Error('The message was not written.');

  const isCustomer = author.side === 'CUSTOMER';
  // A customer's message starts the wait unless one is running; the broker's ends it.
  await executor
    .insert(messageThreads)
    .values({
      companyId,
      processId,
      lastMessageId: message.id,
      lastMessageAt: at,
      messageCount: 1,
      waitingSince: isCustomer ? at : null,
    })
    .onConflictDoUpdate({
      target: [messageThreads.companyId, messageThreads.processId],
      set: {
        lastMessageId: message.id,
        lastMessageAt: at,
        messageCount: sql`${messageThreads.messageCount} + 1`,
        waitingSince: isCustomer
          ? sql`coalesce(${messageThreads.waitingSince}, ${at.toISOString()}::timestamptz)`
          : null,
      },
    });

  await recordWebhookEvent(executor, {
    type: 'message.posted',
    data: {
      companyId,
      processId,
      messageId: message.id,
      author: author.name,
      authorSide: author.side,
      kind: options.kind,
      text: options.text,
      documentIds,
      postedAt: at.toISOString(),
    },
    occurredAt: at,
  });
  return message;
};
