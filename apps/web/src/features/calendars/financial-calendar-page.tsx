import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { routes } from '../../lib/routes.ts';

/** /financeiro/previsao-numerario-novo: the financial calendar of spec part 2. */
export const FinancialCalendarPage = () => (
  <PlaceholderPage title={routes.FinanceiroPrevisaoNumerarioNovo.title} />
);
