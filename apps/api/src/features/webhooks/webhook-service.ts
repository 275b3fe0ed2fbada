import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_CREATE_ACTION,
  WEBHOOK_CUSTOMER_COMPANIES_REQUIRED_MESSAGE,
  WEBHOOK_DELETE_ACTION,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_DELIVERY_PENDING_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  WEBHOOK_PERMISSION_ACTION,
  WEBHOOK_PERMISSION_CUSTOMER_ONLY_MESSAGE,
  WEBHOOK_PERMISSION_REQUIRED_MESSAGE,
  WEBHOOK_ROTATE_SECRET_ACTION,
  WEBHOOK_UPDATE_ACTION,
  WEBHOOK_USER_NOT_FOUND_MESSAGE,
  WEBHOOKS_LIMIT_MESSAGE,
  WEBHOOKS_LIST_MAX,
  WEBHOOKS_PER_USER_MAX,
  webhookUnknownCompaniesMessage,
  type ZCreateWebhookBody,
  type ZUpdateWebhookBody,
  type TWebhookDeliveriesResponse,
  type TWebhookDelivery,
  type TWebhookSecretResponse,
  type TWebhookSubscription,
} from '@pc/contract/webhooks';
import { WEBHOOK_TEST_MESSAGE, type TWebhookSubscribableEventType } from '@pc/contract/webhooks-events';
import { z } from 'zod';
import { recordAuditEvent, type TAuditTransaction } from '../../core/audit/record-audit-event.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { findCompanyNames } from '../../db/repositories/company-repository.ts';
import { findUserNames } from '../../db/repositories/user-name.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPublicWebhookUrl } from './url-guard.ts';
import {
  countOwnSubscriptions,
  deleteSubscription,
  findCustomerCompanyIds,
  findDelivery,
  findSubscription,
  findWebhookPermission,
  insertDeliveries,
  insertEvent,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  setWebhookPermission,
  updateDelivery,
  updateSubscription,
  type TDeliveryRow,
  type TSubscriptionOwner,
  type TSubscriptionRow,
} from './webhook-repository.ts';

/** Who calls: the back-office (an admin) or a customer's user with the permission, and their companies. */
export type TWebhookCaller =
  | { scope: 'BROKER'; userId: number; ip: string }
  | { scope: 'CUSTOMER'; userId: number; companyIds: readonly number[] };

/** Queues the tries of deliveries (after their rows are committed). */
export type TDispatchDeliveries = (
  deliveries: readonly Pick<TDeliveryRow, 'id' | 'round'>[],
) => Promise<void>;

type TCommon = { db: TDatabase; caller: TWebhookCaller; now: Date };

const ownerOf = (caller: TWebhookCaller): TSubscriptionOwner =>
  caller.scope === 'BROKER' ? { scope: 'BROKER' } : { scope: 'CUSTOMER', userId: caller.userId };

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The `webhook-id` of a delivery: kept on every try and redelivery. */
export const newWebhookId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

const ZEvents = z.array(z.string());

const toSubscriptions = async (
  db: TDbExecutor,
  rows: TSubscriptionRow[],
): Promise<TWebhookSubscription[]> => {
  const [names, makers] = await Promise.all([
    findCompanyNames(db, [...new Set(rows.flatMap((row) => row.companyIds ?? []))]),
    findUserNames(db, [
      ...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : []))),
    ]),
  ]);
  const makerOf = new Map(makers.map((maker) => [maker.id, maker]));
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    events: ZEvents.parse(row.events) as TWebhookSubscribableEventType[],
    companies: row.companyIds?.map((id) => ({ id, name: names.get(id) ?? `Empresa ${id}` })) ?? null,
    isActive: row.isActive,
    scope: row.scope,
    createdBy: (row.createdByUserId ? makerOf.get(row.createdByUserId) : undefined) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    secretHint: row.secret.slice(-4),
  }));
};

const toSubscription = async (db: TDbExecutor, row: TSubscriptionRow): Promise<TWebhookSubscription> => {
  const [subscription] = await toSubscriptions(db, [row]);
  if (!subscription) throw new Error('webhook subscription lost');
  return subscription;
};

export const toDelivery = (row: TDeliveryRow): TWebhookDelivery => ({
  id: row.id,
  webhookId: row.webhookId,
  eventType: row.eventType as TWebhookDelivery['eventType'],
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  succeededAt: row.succeededAt?.toISOString() ?? null,
});

/**
 * A customer's door: users.can_manage_webhooks, read at this request (never from the token nor a
 * field the user edits). Staff manage webhooks in the back-office, not here.
 */
export const assertCanManageWebhooks = async (db: TDbExecutor, userId: number): Promise<void> => {
  const permission = await findWebhookPermission(db, userId);
  if (!permission?.isActive || permission.role !== 'CUSTOMER' || !permission.canManageWebhooks) {
    throw new AppError('FORBIDDEN', WEBHOOK_PERMISSION_REQUIRED_MESSAGE);
  }
};

/** The companies a body names, checked against what the caller may choose. */
const checkCompanies = async (
  db: TDbExecutor,
  caller: TWebhookCaller,
  companyIds: readonly number[] | null,
): Promise<number[] | null> => {
  if (companyIds === null) {
    if (caller.scope === 'CUSTOMER')
      throw new AppError('BAD_REQUEST', WEBHOOK_CUSTOMER_COMPANIES_REQUIRED_MESSAGE);
    return null;
  }
  const unique = [...new Set(companyIds)];
  const allowed =
    caller.scope === 'BROKER'
      ? new Set(await findCustomerCompanyIds(db, unique))
      : new Set(caller.companyIds);
  const unknown = unique.filter((id) => !allowed.has(id));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', webhookUnknownCompaniesMessage(unknown));
  return unique.sort((a, b) => a - b);
};

const findOwnSubscription = async (
  db: TDbExecutor,
  caller: TWebhookCaller,
  id: number,
  isLocking = false,
): Promise<TSubscriptionRow> => {
  const row = await findSubscription(db, { id, owner: ownerOf(caller), isLocking });
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
  return row;
};

/** Audits a back-office change (a customer's own changes are theirs, not the back-office's). */
const audit = async (
  tx: TAuditTransaction,
  caller: TWebhookCaller,
  entry: { action: string; id: number; before?: unknown; after?: unknown; now: Date },
) => {
  if (caller.scope !== 'BROKER') return;
  await recordAuditEvent(tx, {
    actor: { userId: caller.userId },
    action: entry.action,
    subject: { type: 'webhook', id: entry.id },
    before: entry.before,
    after: entry.after,
    ip: caller.ip,
    at: entry.now,
  });
};

/** What the audit keeps of a subscription (never its secret). */
const auditShape = (row: TSubscriptionRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  companyIds: row.companyIds,
  isActive: row.isActive,
});

export const listWebhookSubscriptions = async ({ db, caller }: Omit<TCommon, 'now'>) =>
  toSubscriptions(db, await listSubscriptions(db, ownerOf(caller), WEBHOOKS_LIST_MAX));

export const createWebhookSubscription = async ({
  db,
  caller,
  now,
  body,
  isPrivateAllowed,
}: TCommon & {
  body: z.output<typeof ZCreateWebhookBody>;
  isPrivateAllowed: boolean;
}): Promise<TWebhookSecretResponse> => {
  await assertPublicWebhookUrl({ url: body.url, isPrivateAllowed });
  const companyIds = await checkCompanies(db, caller, body.companyIds);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    if (
      caller.scope === 'CUSTOMER' &&
      (await countOwnSubscriptions(tx, caller.userId)) >= WEBHOOKS_PER_USER_MAX
    ) {
      throw new AppError('CONFLICT', WEBHOOKS_LIMIT_MESSAGE);
    }
    const created = await insertSubscription(tx, {
      scope: caller.scope,
      url: body.url,
      description: body.description,
      events: body.events,
      companyIds,
      secret,
      isActive: body.isActive,
      createdByUserId: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, caller, {
      action: WEBHOOK_CREATE_ACTION,
      id: created.id,
      after: auditShape(created),
      now,
    });
    return created;
  });
  return { data: await toSubscription(db, row), secret };
};

export const updateWebhookSubscription = async ({
  db,
  caller,
  now,
  id,
  body,
  isPrivateAllowed,
}: TCommon & {
  id: number;
  body: z.output<typeof ZUpdateWebhookBody>;
  isPrivateAllowed: boolean;
}): Promise<TWebhookSubscription> => {
  if (body.url !== undefined) await assertPublicWebhookUrl({ url: body.url, isPrivateAllowed });
  const row = await db.transaction(async (tx) => {
    const current = await findOwnSubscription(tx, caller, id, true);
    const companyIds =
      body.companyIds === undefined ? current.companyIds : await checkCompanies(tx, caller, body.companyIds);
    if (current.scope === 'CUSTOMER' && companyIds === null) {
      throw new AppError('BAD_REQUEST', WEBHOOK_CUSTOMER_COMPANIES_REQUIRED_MESSAGE);
    }
    // Turned on again: the failures before are forgotten, so it gets a full day anew.
    const isReactivated = body.isActive === true && (!current.isActive || current.disabledAt !== null);
    const updated = await updateSubscription(tx, id, {
      ...(body.url === undefined ? {} : { url: body.url }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.events === undefined ? {} : { events: body.events }),
      companyIds,
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      ...(isReactivated ? { disabledAt: null, failingSince: null } : {}),
      updatedAt: now,
    });
    await audit(tx, caller, {
      action: WEBHOOK_UPDATE_ACTION,
      id,
      before: auditShape(current),
      after: auditShape(updated),
      now,
    });
    return updated;
  });
  return toSubscription(db, row);
};

export const deleteWebhookSubscription = async ({ db, caller, now, id }: TCommon & { id: number }) =>
  db.transaction(async (tx) => {
    const current = await findOwnSubscription(tx, caller, id, true);
    const answer = await toSubscription(tx, current);
    await deleteSubscription(tx, id);
    await audit(tx, caller, { action: WEBHOOK_DELETE_ACTION, id, before: auditShape(current), now });
    return answer;
  });

export const rotateWebhookSecret = async ({ db, caller, now, id }: TCommon & { id: number }) => {
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    await findOwnSubscription(tx, caller, id, true);
    const updated = await updateSubscription(tx, id, { secret, updatedAt: now });
    await audit(tx, caller, { action: WEBHOOK_ROTATE_SECRET_ACTION, id, now });
    return updated;
  });
  return { data: await toSubscription(db, row), secret };
};

/** A `webhook.test` to this subscription only (even inactive): recorded, then queued after the commit. */
export const sendWebhookTest = async ({
  db,
  caller,
  now,
  id,
  dispatch,
}: TCommon & { id: number; dispatch: TDispatchDeliveries }): Promise<TWebhookDelivery> => {
  const delivery = await db.transaction(async (tx) => {
    const subscription = await findOwnSubscription(tx, caller, id);
    const event = await insertEvent(tx, {
      type: 'webhook.test',
      companyId: null,
      data: { subscriptionId: subscription.id, message: WEBHOOK_TEST_MESSAGE },
      occurredAt: now,
      fannedOutAt: now,
    });
    const [row] = await insertDeliveries(tx, [
      {
        subscriptionId: subscription.id,
        eventId: event.id,
        webhookId: newWebhookId(),
        eventType: 'webhook.test',
        status: 'PENDING',
        createdAt: now,
      },
    ]);
    if (!row) throw new Error('webhook test delivery not created');
    return row;
  });
  await dispatch([delivery]);
  return toDelivery(delivery);
};

export const listWebhookDeliveries = async ({
  db,
  caller,
  id,
  page,
  size,
}: Omit<TCommon, 'now'> & {
  id: number;
  page: number;
  size: number;
}): Promise<TWebhookDeliveriesResponse> => {
  await findOwnSubscription(db, caller, id);
  const { rows, total } = await listDeliveries(db, { subscriptionId: id, page, size });
  return { data: rows.map(toDelivery), page, size, total };
};

/** Sends a finished delivery again: same webhook-id, a new round (its own queue job). */
export const redeliverWebhook = async ({
  db,
  caller,
  id,
  deliveryId,
  dispatch,
}: Omit<TCommon, 'now'> & { id: number; deliveryId: number; dispatch: TDispatchDeliveries }) => {
  const delivery = await db.transaction(async (tx) => {
    await findOwnSubscription(tx, caller, id);
    const current = await findDelivery(tx, { id: deliveryId, subscriptionId: id, isLocking: true });
    if (!current) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
    if (current.status === 'PENDING') throw new AppError('CONFLICT', WEBHOOK_DELIVERY_PENDING_MESSAGE);
    return updateDelivery(tx, deliveryId, { status: 'PENDING', round: current.round + 1 });
  });
  await dispatch([delivery]);
  return toDelivery(delivery);
};

/** The back-office switches a customer's user's permission; audited. */
export const setUserWebhooksPermission = async ({
  db,
  actorUserId,
  ip,
  userId,
  canManageWebhooks,
  now,
}: {
  db: TDatabase;
  actorUserId: number;
  ip: string;
  userId: number;
  canManageWebhooks: boolean;
  now: Date;
}) =>
  db.transaction(async (tx) => {
    const current = await findWebhookPermission(tx, userId);
    if (!current) throw new AppError('NOT_FOUND', WEBHOOK_USER_NOT_FOUND_MESSAGE);
    if (current.role !== 'CUSTOMER')
      throw new AppError('BAD_REQUEST', WEBHOOK_PERMISSION_CUSTOMER_ONLY_MESSAGE);
    if (current.canManageWebhooks !== canManageWebhooks) {
      await setWebhookPermission(tx, { userId, canManageWebhooks, now });
      await recordAuditEvent(tx, {
        actor: { userId: actorUserId },
        action: WEBHOOK_PERMISSION_ACTION,
        subject: { type: 'user', id: userId },
        before: { canManageWebhooks: current.canManageWebhooks },
        after: { canManageWebhooks },
        ip,
        at: now,
      });
    }
    return { userId, canManageWebhooks };
  });
