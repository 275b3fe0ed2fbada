import { INVALID_DATE_MESSAGE, parseDateText } from '../../lib/date-input.ts';
import { formatDate } from '../../lib/format.ts';
import type { TPeriod } from '@pc/contract/comparison-period';

/** The indicator calls' bounds: the whole days, 00:00:00 to 23:59:59 (spec part 1 §7). */
export type TPeriodRange = { firstDate: string; secondDate: string };

export const toPeriodRange = ({ from, to }: TPeriod): TPeriodRange => ({
  firstDate: `${from}T00:00:00`,
  secondDate: `${to}T23:59:59`,
});

/** '01/11/2026 a 22/11/2026'. */
export const formatPeriod = ({ from, to }: TPeriod): string => `${formatDate(from)} a ${formatDate(to)}`;

/** The period as the date boxes show it (DD/MM/YYYY). */
export const toPeriodText = ({ from, to }: TPeriod): TPeriod => ({
  from: formatDate(from),
  to: formatDate(to),
});

/** Spec part 1 §5 (transit-time filter); the GERAL tab uses the same words. */
export const MISSING_DATES_MESSAGE = 'Preencha as datas para filtrar.';
export const END_BEFORE_START_MESSAGE = 'A data final não pode ser menor que a data inicial';

export type TPeriodOutcome = { isValid: true; period: TPeriod } | { isValid: false; message: string };

/** Reads two DD/MM/YYYY boxes: both are needed, real days, and the end not before the start. */
export const readPeriodText = (fromText: string, toText: string): TPeriodOutcome => {
  if (fromText.trim() === '' || toText.trim() === '')
    return { isValid: false, message: MISSING_DATES_MESSAGE };
  const from = parseDateText(fromText.trim());
  const to = parseDateText(toText.trim());
  if (!from || !to) return { isValid: false, message: INVALID_DATE_MESSAGE };
  if (to < from) return { isValid: false, message: END_BEFORE_START_MESSAGE };
  return { isValid: true, period: { from, to } };
};
