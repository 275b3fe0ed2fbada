import { useState } from 'react';
import { Link } from 'react-router';
import { usePageLanguage, type TCookieNoticeTexts } from '../../lib/page-language.ts';
import { routes } from '../../lib/routes.ts';
import { acceptCookies, hasCookieConsent } from './cookie-consent.ts';
import styles from './cookie-banner.module.css';

/** The spec's words; a page in another language brings its own (the forwarder's, decision 0103). */
const PORTUGUESE: TCookieNoticeTexts = {
  label: 'Aviso de cookies',
  text: 'Utilizamos cookies para garantir o funcionamento do portal e melhorar a sua experiência. Ao continuar navegando, você concorda com a nossa política de cookies.',
  accept: 'Aceitar cookies',
};

/** Spec part 1 §2 Shell: shown until the consent cookie is set. */
export const CookieBanner = () => {
  const texts = usePageLanguage().cookieNotice ?? PORTUGUESE;
  const [isAccepted, setIsAccepted] = useState(hasCookieConsent);
  if (isAccepted) return null;

  const handleAccept = () => {
    acceptCookies();
    setIsAccepted(true);
  };

  return (
    <section className={styles.banner} aria-label={texts.label} data-testid="cookie-banner">
      <p className={styles.text}>
        {texts.text} {/* LGPD: what the portal keeps and why, readable before sign-in. */}
        <Link className={styles.link} to={routes.PrivacyNotice.path}>
          {routes.PrivacyNotice.title}
        </Link>
      </p>
      <button type="button" className={styles.accept} onClick={handleAccept}>
        {texts.accept}
      </button>
    </section>
  );
};
