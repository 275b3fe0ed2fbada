import {
  brandingLogoUrl,
  DEFAULT_PORTAL_NAME,
  DEFAULT_PRIMARY_COLOR,
  type TPublicBranding,
} from '@pc/contract/branding';
import type { TDbExecutor } from '../../db/client.ts';
import { EMPTY_BRANDING, findBranding, type TBrandingRow } from './branding-repository.ts';

/** The identity in effect, defaults filled in. */
export const toPublicBranding = (row: TBrandingRow): TPublicBranding => ({
  portalName: row.portalName ?? DEFAULT_PORTAL_NAME,
  primaryColor: row.primaryColor ?? DEFAULT_PRIMARY_COLOR,
  logoUrl: row.logoMimeType ? brandingLogoUrl(row.version) : null,
  supportEmail: row.supportEmail,
  supportPhone: row.supportPhone,
});

/** The e-mails' From name: the one set for them, else the portal's name, else MAIL_FROM's own. */
export const emailSenderNameOf = (row: TBrandingRow): string | null => row.emailSenderName ?? row.portalName;

/**
 * The identity in effect for a page or an e-mail, and its version. A database that cannot answer
 * leaves the product's defaults: the sign-in page must still load.
 */
export const readPublicBranding = async ({
  db,
  onError,
}: {
  db: TDbExecutor;
  onError: (error: unknown) => void;
}): Promise<{ branding: TPublicBranding; version: number }> => {
  try {
    const row = await findBranding(db);
    return { branding: toPublicBranding(row), version: row.version };
  } catch (error) {
    onError(error);
    return { branding: toPublicBranding(EMPTY_BRANDING), version: -1 };
  }
};
