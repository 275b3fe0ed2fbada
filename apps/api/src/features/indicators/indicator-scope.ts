import { requireOwnCompanies } from '../../lib/company-scope.ts';
import type { TDayRange } from '../../lib/business-day.ts';

/** The requested companies (`customersId` / `companiesIds`); a foreign id answers 403 naming it. */
export const resolveRequestedCompanies = ({
  companyIds,
  requestedIds,
  field,
}: {
  companyIds: readonly number[];
  requestedIds: readonly number[];
  field: string;
}): number[] =>
  requireOwnCompanies({
    companyIds,
    requestedIds,
    message: (outside) => {
      const plural = outside.length > 1;
      return `Você não tem acesso ${plural ? 'às empresas' : 'à empresa'} ${outside.join(', ')} ${plural ? 'informadas' : 'informada'} em ${field}.`;
    },
  });

/** The indicator bounds (`yyyy-MM-ddTHH:mm:ss`, 00:00:00 … 23:59:59) as whole calendar days. */
export const toDayPeriod = (firstDate: string, secondDate: string): TDayRange => ({
  fromDay: firstDate.slice(0, 10),
  toDay: secondDate.slice(0, 10),
});
