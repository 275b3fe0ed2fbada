import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { routes } from '../../lib/routes.ts';

/** /financeiro/previsao-numerario: the older calendar, "not shown in detail" by the spec. */
export const LegacyFinancialCalendarPage = () => (
  <PlaceholderPage title={routes.FinanceiroPrevisaoNumerario.title} />
);
