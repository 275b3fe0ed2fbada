import { useId } from 'react';
import { useSecondFactorStatusQuery } from './api/second-factor.ts';
import pageStyles from './my-data-page.module.css';
import { PasskeysSection } from './passkeys-section.tsx';
import styles from './security-card.module.css';
import { TotpSection } from './totp-section.tsx';

export const SECOND_FACTOR_REQUIRED_NOTE =
  'A administração do portal exige um segundo fator para a sua conta.';

/**
 * "Segurança da conta" (security round 2, not in the spec): the second factor (an authenticator
 * app with recovery codes) and passkeys.
 */
export const SecurityCard = () => {
  const id = useId();
  const status = useSecondFactorStatusQuery();

  return (
    <section className={`${pageStyles.card} ${pageStyles.securityCard}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={pageStyles.cardTitle}>
        Segurança da conta
      </h2>
      {status.isPending ? (
        <p className={styles.muted}>Carregando…</p>
      ) : status.isError ? (
        <p className={styles.muted} role="alert">
          Não foi possível carregar a segurança da conta.
        </p>
      ) : (
        <>
          {status.data.isSecondFactorRequired && <p className={styles.note}>{SECOND_FACTOR_REQUIRED_NOTE}</p>}
          <TotpSection status={status.data} />
          <PasskeysSection passkeys={status.data.passkeys} />
        </>
      )}
    </section>
  );
};
