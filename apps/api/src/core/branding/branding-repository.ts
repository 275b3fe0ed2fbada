import { eq, sql } from 'drizzle-orm';
import type { TLogoMimeType } from '@pc/contract/branding';
import type { TDbExecutor } from '../../db/client.ts';
import { portalBranding } from '../../db/schema/branding.ts';

/** The one row's id (the table's check allows no other). */
const BRANDING_ID = 1;

/** The texts an admin sets; null keeps the product's default. */
export type TBrandingTexts = {
  portalName: string | null;
  primaryColor: string | null;
  emailSenderName: string | null;
  supportEmail: string | null;
  supportPhone: string | null;
};

/** The row without the logo's bytes (read on every page served): its type and size stand for it. */
export type TBrandingRow = TBrandingTexts & {
  logoMimeType: TLogoMimeType | null;
  logoSize: number | null;
  version: number;
  updatedAt: Date | null;
};

/** No row yet: everything is the product's default. */
export const EMPTY_BRANDING: TBrandingRow = {
  portalName: null,
  primaryColor: null,
  emailSenderName: null,
  supportEmail: null,
  supportPhone: null,
  logoMimeType: null,
  logoSize: null,
  version: 0,
  updatedAt: null,
};

const COLUMNS = {
  portalName: portalBranding.portalName,
  primaryColor: portalBranding.primaryColor,
  emailSenderName: portalBranding.emailSenderName,
  supportEmail: portalBranding.supportEmail,
  supportPhone: portalBranding.supportPhone,
  logoMimeType: portalBranding.logoMimeType,
  logoSize: sql<number | null>`octet_length(${portalBranding.logo})`.mapWith(Number),
  version: portalBranding.version,
  updatedAt: portalBranding.updatedAt,
};

type TSelected = Omit<TBrandingRow, 'logoMimeType'> & { logoMimeType: string | null };

const toRow = (row: TSelected | undefined): TBrandingRow =>
  row ? { ...row, logoMimeType: row.logoMimeType as TLogoMimeType | null } : EMPTY_BRANDING;

export const findBranding = async (db: TDbExecutor): Promise<TBrandingRow> => {
  const [row] = await db.select(COLUMNS).from(portalBranding).where(eq(portalBranding.id, BRANDING_ID));
  return toRow(row);
};

/**
 * The row, created empty when missing, locked until the transaction ends (saves queue up), with
 * its logo's SHA-256 for the audit (never the bytes).
 */
export const lockBranding = async (
  db: TDbExecutor,
): Promise<TBrandingRow & { logoSha256: string | null }> => {
  await db.insert(portalBranding).values({ id: BRANDING_ID }).onConflictDoNothing();
  const [row] = await db
    .select({ ...COLUMNS, logoSha256: sql<string | null>`encode(sha256(${portalBranding.logo}), 'hex')` })
    .from(portalBranding)
    .where(eq(portalBranding.id, BRANDING_ID))
    .for('update');
  if (!row) throw new Error('portal_branding: the row just ensured is missing');
  return { ...toRow(row), logoSha256: row.logoSha256 };
};

type TBrandingChange = Partial<TBrandingTexts> & {
  logo?: { content: Buffer; mimeType: TLogoMimeType } | null;
  updatedBy: number;
  now: Date;
};

/** Writes a change and raises the version (caches and the pages key on it). */
export const saveBranding = async (db: TDbExecutor, change: TBrandingChange): Promise<void> => {
  const { logo, updatedBy, now, ...texts } = change;
  await db
    .update(portalBranding)
    .set({
      ...texts,
      ...(logo === undefined ? {} : { logo: logo?.content ?? null, logoMimeType: logo?.mimeType ?? null }),
      version: sql`${portalBranding.version} + 1`,
      updatedAt: now,
      updatedBy,
    })
    .where(eq(portalBranding.id, BRANDING_ID));
};

export type TLogoFile = { content: Buffer; mimeType: TLogoMimeType; version: number };

export const findLogo = async (db: TDbExecutor): Promise<TLogoFile | null> => {
  const [row] = await db
    .select({
      content: portalBranding.logo,
      mimeType: portalBranding.logoMimeType,
      version: portalBranding.version,
    })
    .from(portalBranding)
    .where(eq(portalBranding.id, BRANDING_ID));
  if (!row?.content || !row.mimeType) return null;
  return { content: row.content, mimeType: row.mimeType as TLogoMimeType, version: row.version };
};
