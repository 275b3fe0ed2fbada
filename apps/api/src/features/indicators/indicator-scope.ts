import { forbidden } from '../../lib/app-error.ts';
import type { TDayPeriod } from './indicator-repository.ts';

/**
 * The companies an indicator call asks for (`customersId` / `companiesIds`), deduplicated. Every
 * one must be among the caller's companies: a foreign id answers 403 naming it (never silently
 * dropped, so a figure can never look complete while it is not).
 */
export const resolveRequestedCompanies = ({
  companyIds,
  requestedIds,
  field,
}: {
  companyIds: readonly number[];
  requestedIds: readonly number[];
  field: string;
}): number[] => {
  const requested = [...new Set(requestedIds)];
  const allowed = new Set(companyIds);
  const outside = requested.filter((id) => !allowed.has(id));
  if (outside.length > 0) {
    const plural = outside.length > 1;
    throw forbidden(
      `Você não tem acesso ${plural ? 'às empresas' : 'à empresa'} ${outside.join(', ')} ${plural ? 'informadas' : 'informada'} em ${field}.`,
    );
  }
  return requested;
};

/** The indicator bounds (`yyyy-MM-ddTHH:mm:ss`, 00:00:00 … 23:59:59) as whole calendar days. */
export const toDayPeriod = (firstDate: string, secondDate: string): TDayPeriod => ({
  fromDay: firstDate.slice(0, 10),
  toDay: secondDate.slice(0, 10),
});
