import { portalInitials } from '@pc/contract/branding-identity';
import { usePortalBranding } from '../../lib/portal-branding.ts';
import styles from './brand-mark.module.css';

/**
 * The brand's square: the portal's logo, else its initials. Marked `data-brand-mark`: the server
 * fills the same square in the prerendered /login (brand-page.ts), so hydration finds what it renders.
 */
export const BrandMark = ({ className }: { className?: string | undefined }) => {
  const { portalName, logoUrl } = usePortalBranding();
  return (
    <span
      className={[className, styles.mark].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-brand-mark=""
    >
      {logoUrl ? <img src={logoUrl} alt="" /> : portalInitials(portalName)}
    </span>
  );
};
