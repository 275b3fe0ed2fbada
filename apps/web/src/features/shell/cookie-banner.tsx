import { useState } from 'react';
import { acceptCookies, hasCookieConsent } from './cookie-consent.ts';
import styles from './cookie-banner.module.css';

/** Spec part 1 §2 Shell: shown until the consent cookie is set. */
export const CookieBanner = () => {
  const [isAccepted, setIsAccepted] = useState(hasCookieConsent);
  if (isAccepted) return null;

  const handleAccept = () => {
    acceptCookies();
    setIsAccepted(true);
  };

  return (
    <section className={styles.banner} aria-label="Aviso de cookies" data-testid="cookie-banner">
      <p className={styles.text}>
        Utilizamos cookies para garantir o funcionamento do portal e melhorar a sua experiência. Ao continuar
        navegando, você concorda com a nossa política de cookies.
      </p>
      <button type="button" className={styles.accept} onClick={handleAccept}>
        Aceitar cookies
      </button>
    </section>
  );
};
