import { NavLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { usePortalBranding } from '../../lib/portal-branding.ts';
import { useSession } from '../../lib/session.ts';
import { visibleNavItems } from './nav-items.ts';
import styles from './sidebar.module.css';

type TSidebarProps = {
  id: string;
  /** Drawer state on narrow screens; the sidebar is always shown on wide ones. */
  isOpen: boolean;
  onClose: () => void;
};

export const Sidebar = ({ id, isOpen, onClose }: TSidebarProps) => {
  const session = useSession();
  const { portalName } = usePortalBranding();
  const items = visibleNavItems(session);

  return (
    <>
      <div
        className={`${styles.backdrop} ${isOpen ? styles.backdropVisible : ''}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <aside id={id} className={`${styles.sidebar} ${isOpen ? styles.open : ''}`} aria-label="Menu principal">
        <div className={styles.brand}>
          <BrandMark className={styles.logo} />
          <span className={styles.brandName}>{portalName}</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar menu">
            <CloseIcon size={20} />
          </button>
        </div>
        <nav>
          <ul className={styles.list}>
            {items.map(({ label, to, icon: Icon, isExact }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={isExact ?? false}
                  onClick={onClose}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  <Icon />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
};
