import { isValid, parse } from 'date-fns';

/** A period field that is not a whole DD/MM/AAAA date (list and Home filters). */
export const INVALID_DATE_MESSAGE = 'Informe as datas no formato DD/MM/AAAA.';

/** Keeps digits and inserts the slashes while typing: '01022025' → '01/02/2025'. */
export const maskDateText = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
};

/**
 * 'DD/MM/YYYY' → 'yyyy-MM-dd', or null when incomplete or not a real calendar day
 * (date-fns rejects 31/02/2025 instead of rolling it over to March).
 */
export const parseDateText = (text: string): string | null => {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = parse(text, 'dd/MM/yyyy', new Date(2000, 0, 1));
  if (!isValid(date)) return null;
  const [day, month, year] = text.split('/');
  return `${year}-${month}-${day}`;
};
