import type { TAuditActor } from '../audit/record-audit-event.ts';
import type { TServiceCaller } from '../auth/service-client.ts';

/**
 * Who writes through the ingestion upserts: a service client (the ingestion API) or a signed-in
 * admin (the back-office's spreadsheet import). The audit names the actor, the change trail and
 * the history items name `name` as their author, and `companyIds` bounds what may be written.
 */
export type TIngestionCaller = {
  actor: TAuditActor;
  name: string;
  /** The companies it may write; null: every customer company of the broker. */
  companyIds: number[] | null;
};

/** The ingestion API's caller: the service client of the token. */
export const toClientCaller = (client: TServiceCaller): TIngestionCaller => ({
  actor: { clientId: client.id },
  name: client.name,
  companyIds: client.companyIds,
});

/** The spreadsheet import's caller: the admin who confirmed it writes every company, in their name. */
export const toUserCaller = (user: { id: number; name: string }): TIngestionCaller => ({
  actor: { userId: user.id },
  name: user.name,
  companyIds: null,
});
