import { Outlet } from 'react-router';
import pageStyles from '../../components/filter-page/filter-page.module.css';
import { routes } from '../../lib/routes.ts';
import styles from './admin.module.css';
import { AdminNav } from './admin-nav.tsx';

/** The back-office's frame, its title and the grouped navigation between its screens. */
export const AdminLayout = () => (
  <section className={pageStyles.page} aria-labelledby="admin-title">
    <header className={pageStyles.pageHeader}>
      <h1 id="admin-title" className={pageStyles.title}>
        {routes.Admin.title}
      </h1>
      <p className={pageStyles.subtitle}>Configurações do portal para a equipe do despachante.</p>
    </header>
    <div className={styles.frame}>
      <AdminNav />
      <div className={styles.screen}>
        <Outlet />
      </div>
    </div>
  </section>
);
