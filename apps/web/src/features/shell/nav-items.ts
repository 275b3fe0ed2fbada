import type { ComponentType } from 'react';
import {
  BoxIcon,
  CalendarIcon,
  ChartIcon,
  DashboardIcon,
  PanelIcon,
  ReportIcon,
  ShieldIcon,
  ShipIcon,
} from '../../components/icon/icons.tsx';
import { canSeeAnalytics } from '../../lib/permissions.ts';
import { routes, toProcesses } from '../../lib/routes.ts';
import { isStaffUser, type TSession } from '../../lib/session.ts';

export type TNavItem = {
  label: string;
  to: string;
  icon: ComponentType;
  /** NavLink `end`: only the exact path counts as active. */
  isExact?: boolean;
  isAnalytics?: boolean;
  /** Only for the broker's staff (role STAFF or ADMIN). */
  isStaffOnly?: boolean;
};

/** Sidebar entries in the spec's order (part 1 §1); the back-office last. */
export const navItems: readonly TNavItem[] = [
  { label: 'Dashboard', to: routes.Home.path, icon: DashboardIcon, isExact: true },
  { label: 'Processos', to: toProcesses(), icon: BoxIcon },
  { label: 'Relatórios', to: routes.ProcessesReport.path, icon: ReportIcon },
  { label: 'Painel de Importação', to: routes.PainelImportacao.path, icon: PanelIcon },
  { label: 'Calendário Financeiro', to: routes.FinanceiroPrevisaoNumerarioNovo.path, icon: CalendarIcon },
  { label: 'Calendário Operacional', to: routes.OperacionalCalendario.path, icon: ShipIcon },
  { label: 'Analytics', to: routes.Analytics.path, icon: ChartIcon, isAnalytics: true },
  { label: 'Administração', to: routes.Admin.path, icon: ShieldIcon, isStaffOnly: true },
];

/** The entries this user may open: Analytics with an entitled company, the back-office for staff. */
export const visibleNavItems = ({ companies, user }: Pick<TSession, 'companies' | 'user'>): TNavItem[] => {
  const isAnalyticsAllowed = canSeeAnalytics(companies);
  const isStaff = isStaffUser(user);
  return navItems.filter(
    (item) => (!item.isAnalytics || isAnalyticsAllowed) && (!item.isStaffOnly || isStaff),
  );
};
