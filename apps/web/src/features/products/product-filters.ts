import type { TPeriod } from '@pc/contract/comparison-period';
import type { TProductsQuery } from '@pc/contract/products';
import { quickRangePeriod, readPeriodParams } from '../../lib/period.ts';

/** The screen's filters besides the period, as the address carries them. */
export type TProductFilters = {
  companyIds: number[];
  /** NCM code or its leading digits. */
  ncm: string;
  /** The exporter's name as declared. */
  supplier: string;
  /** 3-digit customs code of the origin country. */
  origin: string;
};

const PARAMS = { companies: 'empresas', ncm: 'ncm', supplier: 'fornecedor', origin: 'origem' } as const;

/** The period of the address (`?de=&ate=`), else the last 12 months: a product's cost moves slowly. */
export const readProductsPeriod = (params: URLSearchParams, today: Date): TPeriod =>
  readPeriodParams(params) ?? quickRangePeriod('12m', today);

/** The filters of the address; a company id that is not a positive whole number is left out. */
export const readProductFilters = (params: URLSearchParams): TProductFilters => ({
  companyIds: (params.get(PARAMS.companies) ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0),
  ncm: params.get(PARAMS.ncm) ?? '',
  supplier: params.get(PARAMS.supplier) ?? '',
  origin: params.get(PARAMS.origin) ?? '',
});

/** The address's query with these filters and period (an empty filter leaves no parameter). */
export const writeProductsParams = (period: TPeriod, filters: TProductFilters): URLSearchParams => {
  const params = new URLSearchParams({ de: period.from, ate: period.to });
  if (filters.companyIds.length > 0) params.set(PARAMS.companies, filters.companyIds.join(','));
  if (filters.ncm !== '') params.set(PARAMS.ncm, filters.ncm);
  if (filters.supplier !== '') params.set(PARAMS.supplier, filters.supplier);
  if (filters.origin !== '') params.set(PARAMS.origin, filters.origin);
  return params;
};

/** The calls' query: yyyy-MM-dd days and only the filters set. */
export const toProductsQuery = (period: TPeriod, filters: TProductFilters): TProductsQuery => ({
  startDate: period.from,
  endDate: period.to,
  ...(filters.companyIds.length > 0 ? { customerIds: filters.companyIds.join(',') } : {}),
  ...(filters.ncm !== '' ? { ncm: filters.ncm } : {}),
  ...(filters.supplier !== '' ? { exportador: filters.supplier } : {}),
  ...(filters.origin !== '' ? { paisOrigem: filters.origin } : {}),
});

export const NCM_FILTER_MESSAGE = 'Informe o NCM com até 8 dígitos (ex.: 8471 ou 8471.30.12).';

/**
 * The NCM box as typed: its digits (the code or its leading digits; dots and spaces are the code's
 * own punctuation), or why it is refused. Never silently dropped to "all".
 */
export const readNcmText = (text: string): { ncm: string } | { message: string } => {
  const trimmed = text.trim();
  if (!/^[\d.\s]*$/.test(trimmed)) return { message: NCM_FILTER_MESSAGE };
  const digits = trimmed.replace(/\D/g, '');
  return digits.length > 8 ? { message: NCM_FILTER_MESSAGE } : { ncm: digits };
};
