import { desc, eq } from 'drizzle-orm';
import {
  incidentNoticeDeadline,
  PRIVACY_INCIDENT_CREATE_ACTION,
  PRIVACY_INCIDENT_NOT_FOUND_MESSAGE,
  PRIVACY_INCIDENT_UPDATE_ACTION,
  type TPrivacyIncident,
} from '@pc/contract/privacy';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { privacyIncidents } from '../../db/schema/privacy.ts';
import { notFound } from '../../lib/app-error.ts';

type TIncidentRow = typeof privacyIncidents.$inferSelect;

/** The fields an admin records (the contract has checked them). */
export type TIncidentFields = Pick<
  TIncidentRow,
  | 'occurredOn'
  | 'knownOn'
  | 'nature'
  | 'dataAffected'
  | 'peopleAffected'
  | 'peopleAffectedCount'
  | 'measures'
  | 'anpdNotifiedOn'
  | 'peopleNotifiedOn'
>;

const fieldsOf = (row: TIncidentRow): TIncidentFields => ({
  occurredOn: row.occurredOn,
  knownOn: row.knownOn,
  nature: row.nature,
  dataAffected: row.dataAffected,
  peopleAffected: row.peopleAffected,
  peopleAffectedCount: row.peopleAffectedCount,
  measures: row.measures,
  anpdNotifiedOn: row.anpdNotifiedOn,
  peopleNotifiedOn: row.peopleNotifiedOn,
});

const toIncident = (row: TIncidentRow): TPrivacyIncident => ({
  id: row.id,
  ...fieldsOf(row),
  noticeDueOn: incidentNoticeDeadline(row.knownOn),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The record, newest knowledge first. */
export const listPrivacyIncidents = async ({ db }: { db: TDbExecutor }): Promise<TPrivacyIncident[]> => {
  const rows = await db
    .select()
    .from(privacyIncidents)
    .orderBy(desc(privacyIncidents.knownOn), desc(privacyIncidents.id));
  return rows.map(toIncident);
};

type TActor = { db: TDatabase; actorUserId: number; ip: string | null; now: Date };

export const createPrivacyIncident = async ({
  db,
  fields,
  actorUserId,
  ip,
  now,
}: TActor & { fields: TIncidentFields }): Promise<TPrivacyIncident> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyIncidents)
      .values({ ...fields, createdAt: now, createdBy: actorUserId, updatedAt: now, updatedBy: actorUserId })
      .returning();
    if (!row) throw new Error('privacy_incidents: insert returned nothing');
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: PRIVACY_INCIDENT_CREATE_ACTION,
      subject: { type: 'privacy-incident', id: row.id },
      before: null,
      after: fields,
      ip,
      at: now,
    });
    return toIncident(row);
  });

export const updatePrivacyIncident = async ({
  db,
  id,
  fields,
  actorUserId,
  ip,
  now,
}: TActor & { id: number; fields: TIncidentFields }): Promise<TPrivacyIncident> =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(privacyIncidents)
      .where(eq(privacyIncidents.id, id))
      .for('update');
    if (!current) throw notFound(PRIVACY_INCIDENT_NOT_FOUND_MESSAGE);
    const [row] = await tx
      .update(privacyIncidents)
      .set({ ...fields, updatedAt: now, updatedBy: actorUserId })
      .where(eq(privacyIncidents.id, id))
      .returning();
    if (!row) throw notFound(PRIVACY_INCIDENT_NOT_FOUND_MESSAGE);
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: PRIVACY_INCIDENT_UPDATE_ACTION,
      subject: { type: 'privacy-incident', id },
      before: fieldsOf(current),
      after: fields,
      ip,
      at: now,
    });
    return toIncident(row);
  });
