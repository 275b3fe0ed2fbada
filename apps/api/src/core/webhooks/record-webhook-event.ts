import { and, eq } from 'drizzle-orm';
import { processReference } from '@pc/contract/process';
import type { TWebhookEventType, TWebhookPayloads } from '@pc/contract/webhooks-events';
import type { TDbExecutor } from '../../db/client.ts';
import { processes } from '../../db/schema/processes.ts';
import { webhookEvents } from '../../db/schema/webhooks.ts';

/** The events of a company's process (every one but the test). */
export type TProcessWebhookEventType = Exclude<TWebhookEventType, 'webhook.test'>;

/** An event to record: its data without the process's reference, which is read here. */
export type TWebhookEventRecord<K extends TProcessWebhookEventType> = {
  type: K;
  data: Omit<TWebhookPayloads[K], 'reference'>;
  occurredAt: Date;
};

/** The process's reference as the portal shows it (e.g. 'CO-00123'). */
export const findProcessReference = async (
  executor: TDbExecutor,
  { companyId, processId }: { companyId: number; processId: number },
): Promise<string> => {
  const [row] = await executor
    .select({ typeOfProcess: processes.typeOfProcess, identification: processes.identification })
    .from(processes)
    .where(and(eq(processes.companyId, companyId), eq(processes.id, processId)))
    .limit(1);
  return row ? processReference(row.typeOfProcess, row.identification) : String(processId);
};

/**
 * Outbound webhooks, the transactional outbox: records an event in the caller's transaction, so it exists
 * exactly when the change it reports is committed. The webhooks' sweep (features/webhooks) fans it
 * out into deliveries afterwards: the request that made the change never waits for a receiver.
 */
export const recordWebhookEvent = async <K extends TProcessWebhookEventType>(
  executor: TDbExecutor,
  event: TWebhookEventRecord<K>,
): Promise<void> => {
  const reference = await findProcessReference(executor, event.data);
  await executor.insert(webhookEvents).values({
    type: event.type,
    companyId: event.data.companyId,
    data: { ...event.data, reference },
    occurredAt: event.occurredAt,
  });
};
