import { eq } from 'drizzle-orm';
import { DEFAULT_PORTAL_NAME } from '@pc/contract/branding';
import {
  PRIVACY_CONTACTS_UPDATE_ACTION,
  type TPrivacyContacts,
  type TPrivacyNotice,
} from '@pc/contract/privacy';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { lockBranding } from '../../core/branding/branding-repository.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { portalBranding } from '../../db/schema/branding.ts';
import type { TRetentionSettings } from './retention-purge.ts';

const CONTACT_COLUMNS = {
  controllerName: portalBranding.controllerName,
  controllerContact: portalBranding.controllerContact,
  dpoName: portalBranding.dpoName,
  dpoContact: portalBranding.dpoContact,
};

const NO_CONTACTS: TPrivacyContacts = {
  controllerName: null,
  controllerContact: null,
  dpoName: null,
  dpoContact: null,
};

/** The controller and DPO set in Identidade visual (all null before the first save). */
export const getPrivacyContacts = async ({ db }: { db: TDbExecutor }): Promise<TPrivacyContacts> => {
  const [row] = await db.select(CONTACT_COLUMNS).from(portalBranding).where(eq(portalBranding.id, 1));
  return row ?? NO_CONTACTS;
};

const isSame = (a: TPrivacyContacts, b: TPrivacyContacts): boolean =>
  (Object.keys(a) as (keyof TPrivacyContacts)[]).every((key) => a[key] === b[key]);

/** PUT /api/admin/branding/privacy: the four texts at once, audited before/after; the same again changes nothing. */
export const updatePrivacyContacts = async ({
  db,
  contacts,
  actorUserId,
  ip,
  now,
}: {
  db: TDatabase;
  contacts: TPrivacyContacts;
  actorUserId: number;
  ip: string | null;
  now: Date;
}): Promise<TPrivacyContacts> => {
  await db.transaction(async (tx) => {
    // The branding row, ensured and locked like every branding save.
    await lockBranding(tx);
    const before = await getPrivacyContacts({ db: tx });
    if (isSame(before, contacts)) return;
    await tx
      .update(portalBranding)
      .set({ ...contacts, updatedAt: now, updatedBy: actorUserId })
      .where(eq(portalBranding.id, 1));
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: PRIVACY_CONTACTS_UPDATE_ACTION,
      subject: { type: 'branding', id: 1 },
      before,
      after: contacts,
      ip,
      at: now,
    });
  });
  return getPrivacyContacts({ db });
};

/** GET /api/public/privacy-notice: what the public privacy page names. */
export const getPrivacyNotice = async ({
  db,
  retention,
}: {
  db: TDbExecutor;
  retention: TRetentionSettings;
}): Promise<TPrivacyNotice> => {
  const [row] = await db
    .select({ portalName: portalBranding.portalName, ...CONTACT_COLUMNS })
    .from(portalBranding)
    .where(eq(portalBranding.id, 1));
  const contacts = row ?? { portalName: null, ...NO_CONTACTS };
  return {
    portalName: contacts.portalName ?? DEFAULT_PORTAL_NAME,
    controller: { name: contacts.controllerName, contact: contacts.controllerContact },
    dpo: { name: contacts.dpoName, contact: contacts.dpoContact },
    retention: { accessLogMonths: retention.accessLogMonths, sentEmailDays: retention.sentEmailDays },
  };
};
