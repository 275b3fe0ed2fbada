const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const checkDigit = (digits: string, weights: readonly number[]): number => {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += Number(digits[index]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** The two check digits of a CNPJ given its first 12 digits (numeric CNPJ). */
export const computeCnpjCheckDigits = (base12: string): string => {
  if (!/^\d{12}$/.test(base12)) throw new Error('A base do CNPJ deve ter 12 dígitos.');
  const first = checkDigit(base12, FIRST_WEIGHTS);
  const second = checkDigit(`${base12}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
};

/** True for a 14-digit CNPJ (punctuation allowed) whose check digits match and that is not a repeated digit. */
export const isValidCnpj = (value: string): boolean => {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  if (/^(\d)\1{13}$/.test(digits)) return false;
  return computeCnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
};

/** 11.222.333/0001-81 */
export const formatCnpj = (digits: string): string =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** A valid CNPJ from an 8-digit root and a 4-digit branch number. */
export const makeCnpj = (root8: string, branch4 = '0001'): string => {
  const base = `${root8}${branch4}`;
  return `${base}${computeCnpjCheckDigits(base)}`;
};
