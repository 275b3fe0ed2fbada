import {
  BRANDING_LOGO_DELETE_ACTION,
  BRANDING_LOGO_UPDATE_ACTION,
  BRANDING_UPDATE_ACTION,
  brandingLogoUrl,
  DEFAULT_PORTAL_NAME,
  DEFAULT_PRIMARY_COLOR,
  type TAdminBranding,
} from '@pc/contract/branding';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import {
  findBranding,
  lockBranding,
  saveBranding,
  type TBrandingRow,
  type TBrandingTexts,
} from '../../core/branding/branding-repository.ts';
import { readLogo, type TUploadedLogo } from './logo-content.ts';

const AUDIT_SUBJECT = { type: 'branding', id: 1 } as const;

export const toAdminBranding = (row: TBrandingRow): TAdminBranding => ({
  portalName: row.portalName,
  primaryColor: row.primaryColor,
  emailSenderName: row.emailSenderName,
  supportEmail: row.supportEmail,
  supportPhone: row.supportPhone,
  logo:
    row.logoMimeType && row.logoSize
      ? { mimeType: row.logoMimeType, size: row.logoSize, url: brandingLogoUrl(row.version) }
      : null,
  version: row.version,
  updatedAt: row.updatedAt?.toISOString() ?? null,
  defaults: {
    portalName: DEFAULT_PORTAL_NAME,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    emailSenderName: row.portalName ?? DEFAULT_PORTAL_NAME,
  },
});

export const getAdminBranding = async ({ db }: { db: TDbExecutor }): Promise<TAdminBranding> =>
  toAdminBranding(await findBranding(db));

const textsOf = (row: TBrandingTexts): TBrandingTexts => ({
  portalName: row.portalName,
  primaryColor: row.primaryColor,
  emailSenderName: row.emailSenderName,
  supportEmail: row.supportEmail,
  supportPhone: row.supportPhone,
});

const isSameTexts = (a: TBrandingTexts, b: TBrandingTexts): boolean =>
  (Object.keys(a) as (keyof TBrandingTexts)[]).every((key) => a[key] === b[key]);

type TActor = { db: TDatabase; actorUserId: number; ip: string | null; now: Date };

/**
 * PUT /api/admin/branding: the five texts at once (the contract has checked the colour's
 * contrast), audited before/after in the same transaction. The same values again change nothing.
 */
export const updateBranding = async ({
  db,
  texts,
  actorUserId,
  ip,
  now,
}: TActor & { texts: TBrandingTexts }): Promise<TAdminBranding> => {
  await db.transaction(async (tx) => {
    const current = await lockBranding(tx);
    const before = textsOf(current);
    if (isSameTexts(before, texts)) return;
    await saveBranding(tx, { ...texts, updatedBy: actorUserId, now });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: BRANDING_UPDATE_ACTION,
      subject: AUDIT_SUBJECT,
      before,
      after: texts,
      ip,
      at: now,
    });
  });
  return getAdminBranding({ db });
};

type TLogoSummary = { mimeType: string; size: number; sha256: string } | null;

const logoSummaryOf = (row: TBrandingRow & { logoSha256: string | null }): TLogoSummary =>
  row.logoMimeType && row.logoSize && row.logoSha256
    ? { mimeType: row.logoMimeType, size: row.logoSize, sha256: row.logoSha256 }
    : null;

/** PUT /api/admin/branding/logo: a PNG, or an SVG sanitised; audited by its hash and size. */
export const setBrandingLogo = async ({
  db,
  file,
  actorUserId,
  ip,
  now,
}: TActor & { file: TUploadedLogo }): Promise<TAdminBranding> => {
  const logo = await readLogo(file);
  await db.transaction(async (tx) => {
    const current = await lockBranding(tx);
    await saveBranding(tx, { logo, updatedBy: actorUserId, now });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: BRANDING_LOGO_UPDATE_ACTION,
      subject: AUDIT_SUBJECT,
      before: { logo: logoSummaryOf(current) },
      after: { logo: { mimeType: logo.mimeType, size: logo.content.length, sha256: logo.sha256 } },
      ip,
      at: now,
    });
  });
  return getAdminBranding({ db });
};

/** DELETE /api/admin/branding/logo: back to the initials; nothing recorded when there was none. */
export const deleteBrandingLogo = async ({ db, actorUserId, ip, now }: TActor): Promise<TAdminBranding> => {
  await db.transaction(async (tx) => {
    const current = await lockBranding(tx);
    const before = logoSummaryOf(current);
    if (!before) return;
    await saveBranding(tx, { logo: null, updatedBy: actorUserId, now });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: BRANDING_LOGO_DELETE_ACTION,
      subject: AUDIT_SUBJECT,
      before: { logo: before },
      after: { logo: null },
      ip,
      at: now,
    });
  });
  return getAdminBranding({ db });
};
