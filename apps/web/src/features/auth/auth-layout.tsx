import { Outlet } from 'react-router';
import styles from './auth-layout.module.css';

/** Public pages (sign-in and recovery): the brand over a navy background, one centred card. */
export const AuthLayout = () => (
  <main className={styles.layout}>
    <div className={styles.column}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          PC
        </span>
        <span className={styles.brandName}>Portal dos Clientes</span>
      </div>
      <div className={styles.card}>
        <Outlet />
      </div>
      <p className={styles.footer}>Acompanhe seus processos de importação em um só lugar.</p>
    </div>
  </main>
);
