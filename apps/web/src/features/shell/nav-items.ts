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
  TagIcon,
} from '../../components/icon/icons.tsx';
import { canSeeAnalytics, canSeeProducts } from '../../lib/permissions.ts';
import { routes, toProcesses } from '../../lib/routes.ts';
import { isStaffUser, type TSession } from '../../lib/session.ts';

export type TNavItem = {
  label: string;
  to: string;
  icon: ComponentType;
  /** NavLink `end`: only the exact path counts as active. */
  isExact?: boolean;
  isAnalytics?: boolean;
  /** Only with a company entitled to the landed cost (landedCost). */
  isLandedCost?: boolean;
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
  { label: 'Produtos', to: routes.Produtos.path, icon: TagIcon, isLandedCost: true },
  { label: 'Administração', to: routes.Admin.path, icon: ShieldIcon, isStaffOnly: true },
];

/** The entries this user may open: Analytics and Produtos with an entitled company, the back-office for staff. */
export const visibleNavItems = ({ companies, user }: Pick<TSession, 'companies' | 'user'>): TNavItem[] => {
  const isAnalyticsAllowed = canSeeAnalytics(companies);
  const isProductsAllowed = canSeeProducts(companies);
  const isStaff = isStaffUser(user);
  return navItems.filter(
    (item) =>
      (!item.isAnalytics || isAnalyticsAllowed) &&
      (!item.isLandedCost || isProductsAllowed) &&
      (!item.isStaffOnly || isStaff),
  );
};
