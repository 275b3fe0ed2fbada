import { CompanySelect } from '../../components/company-select/company-select.tsx';
import { DisplayMenu } from './display-menu.tsx';
import type { TCalendarScope } from './use-calendar-scope.ts';

/** Exibição and the company choice, in the toolbar after the Filtros menu. */
export const ScopeControls = ({ scope, companyLabel }: { scope: TCalendarScope; companyLabel: string }) => (
  <>
    <DisplayMenu value={scope.displayField} onChange={scope.setDisplayField} />
    <CompanySelect
      label={companyLabel}
      companies={scope.companies}
      selectedIds={scope.selectedIds}
      onChange={scope.setSelectedIds}
    />
  </>
);
