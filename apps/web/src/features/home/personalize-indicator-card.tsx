import { useState } from 'react';
import { PersonalizeIndicatorDialog } from './personalize-indicator-dialog.tsx';
import styles from './home.module.css';

/** The card that opens 'Personalize seu indicador'. */
export const PersonalizeIndicatorCard = () => {
  const [isOpen, setOpen] = useState(false);
  return (
    <section
      className={`${styles.section} ${styles.actionCard} ${styles.personalize}`}
      aria-labelledby="home-personalize-title"
    >
      <header className={styles.sectionHeader}>
        <h2 id="home-personalize-title" className={styles.sectionTitle}>
          Personalize seu indicador
        </h2>
        <p className={styles.sectionNote}>
          Sentiu falta de algum número? Peça um indicador feito para a sua operação.
        </p>
      </header>
      <button type="button" className={styles.actionButton} onClick={() => setOpen(true)}>
        Solicitar indicador
      </button>
      <PersonalizeIndicatorDialog isOpen={isOpen} onOpenChange={setOpen} />
    </section>
  );
};
