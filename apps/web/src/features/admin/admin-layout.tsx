import { NavLink, Outlet } from 'react-router';
import pageStyles from '../../components/filter-page/filter-page.module.css';
import { routes } from '../../lib/routes.ts';
import styles from './admin.module.css';
import { AtendimentoBadge } from './atendimento-badge.tsx';

/** The back-office's screens, in the sub-navigation's order; more join as they are built. */
const SECTIONS = [
  { label: routes.AdminCompanies.title, to: routes.AdminCompanies.path },
  { label: routes.AdminUsers.title, to: routes.AdminUsers.path },
  { label: routes.AdminIntegrations.title, to: routes.AdminIntegrations.path },
  { label: routes.AdminWebhooks.title, to: routes.AdminWebhooks.path },
  { label: routes.AdminQuotations.title, to: routes.AdminQuotations.path },
  { label: routes.AdminAtendimento.title, to: routes.AdminAtendimento.path },
  { label: routes.AdminPaymentReports.title, to: routes.AdminPaymentReports.path },
  { label: routes.AdminBranding.title, to: routes.AdminBranding.path },
  { label: routes.AdminAudit.title, to: routes.AdminAudit.path },
  { label: routes.AdminSpreadsheet.title, to: routes.AdminSpreadsheet.path },
] as const;

/** The back-office's frame, its title and the sub-navigation between its screens. */
export const AdminLayout = () => (
  <section className={pageStyles.page} aria-labelledby="admin-title">
    <header className={pageStyles.pageHeader}>
      <h1 id="admin-title" className={pageStyles.title}>
        {routes.Admin.title}
      </h1>
      <p className={pageStyles.subtitle}>Configurações do portal para a equipe do despachante.</p>
    </header>
    <nav aria-label="Seções da administração">
      <ul className={styles.tabs}>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
            >
              {section.label}
              {section.to === routes.AdminAtendimento.path && <AtendimentoBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
    <Outlet />
  </section>
);
