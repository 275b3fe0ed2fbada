import { NavLink } from 'react-router';
import { routes } from '../../lib/routes.ts';
import styles from './my-data-tabs.module.css';

const TABS = [
  { label: 'Dados de acesso', to: routes.MyData.path },
  { label: routes.MyDataNotifications.title, to: routes.MyDataNotifications.path },
  { label: routes.MyDataPrivacy.title, to: routes.MyDataPrivacy.path },
] as const;

/**
 * Meus Dados' tabs, each its own address: the profile, the notification centre's rules and, for the
 * LGPD, Privacidade.
 */
export const MyDataTabs = () => (
  <nav className={styles.tabs} aria-label="Seções de Meus Dados">
    {TABS.map((tab) => (
      <NavLink
        key={tab.to}
        to={tab.to}
        end
        className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
      >
        {tab.label}
      </NavLink>
    ))}
  </nav>
);
