import { useState } from 'react';
import { usePageLanguage, type TPageLanguage } from '../../lib/page-language.ts';
import { acceptCookies, hasCookieConsent } from './cookie-consent.ts';
import styles from './cookie-banner.module.css';

/** The spec's Portuguese, and the forwarder's page's English and Spanish (decision 0103). */
const TEXTS: Record<TPageLanguage, { label: string; text: string; accept: string }> = {
  'pt-BR': {
    label: 'Aviso de cookies',
    text: 'Utilizamos cookies para garantir o funcionamento do portal e melhorar a sua experiência. Ao continuar navegando, você concorda com a nossa política de cookies.',
    accept: 'Aceitar cookies',
  },
  en: {
    label: 'Cookie notice',
    text: 'We use cookies to make the portal work and to improve your experience. By continuing to browse, you agree to our cookie policy.',
    accept: 'Accept cookies',
  },
  es: {
    label: 'Aviso de cookies',
    text: 'Utilizamos cookies para garantizar el funcionamiento del portal y mejorar su experiencia. Al continuar navegando, usted acepta nuestra política de cookies.',
    accept: 'Aceptar cookies',
  },
};

/** Spec part 1 §2 Shell: shown until the consent cookie is set. */
export const CookieBanner = () => {
  const texts = TEXTS[usePageLanguage()];
  const [isAccepted, setIsAccepted] = useState(hasCookieConsent);
  if (isAccepted) return null;

  const handleAccept = () => {
    acceptCookies();
    setIsAccepted(true);
  };

  return (
    <section className={styles.banner} aria-label={texts.label} data-testid="cookie-banner">
      <p className={styles.text}>{texts.text}</p>
      <button type="button" className={styles.accept} onClick={handleAccept}>
        {texts.accept}
      </button>
    </section>
  );
};
