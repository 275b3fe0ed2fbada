import { Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { usePortalBranding } from '../../lib/portal-branding.ts';
import styles from './auth-layout.module.css';

/** The support contact an admin set in the back-office's Identidade visual, if any. */
const SupportContact = () => {
  const { supportEmail, supportPhone } = usePortalBranding();
  // After hydration: the prerendered /login is the same for every identity but for its name and mark.
  const isHydrated = useIsHydrated();
  if (!isHydrated || (!supportEmail && !supportPhone)) return null;
  return (
    <p className={styles.support}>
      Suporte: {supportEmail && <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
      {supportEmail && supportPhone && ' · '}
      {supportPhone}
    </p>
  );
};

/** Public pages (sign-in and recovery): the brand over a navy background, one centred card. */
export const AuthLayout = () => {
  const { portalName } = usePortalBranding();
  return (
    <main className={styles.layout}>
      <div className={styles.column}>
        <div className={styles.brand}>
          <BrandMark className={styles.logo} />
          <span className={styles.brandName}>{portalName}</span>
        </div>
        <div className={styles.card}>
          <Outlet />
        </div>
        <p className={styles.footer}>Acompanhe seus processos de importação em um só lugar.</p>
        <SupportContact />
      </div>
    </main>
  );
};
