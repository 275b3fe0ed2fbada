import type { TBiFilterValues } from '@pc/contract/bi';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { MODE_LABELS } from '../mode-labels.ts';

/** The drawer's fields (spec part 2 §3 "Filters object" without the dates and companies). */
export type TDrawerField =
  | 'modal'
  | 'incoterm'
  | 'urf_despacho'
  | 'urf_entrada'
  | 'recinto'
  | 'exportador'
  | 'fabricante'
  | 'pais_aquisicao'
  | 'pais_origem'
  | 'moeda_negociada'
  | 'declaracao';

/** '' means all (TODOS). */
export type TDrawerFilters = Record<TDrawerField, string>;

export const EMPTY_DRAWER_FILTERS: TDrawerFilters = {
  modal: '',
  incoterm: '',
  urf_despacho: '',
  urf_entrada: '',
  recinto: '',
  exportador: '',
  fabricante: '',
  pais_aquisicao: '',
  pais_origem: '',
  moeda_negociada: '',
  declaracao: '',
};

export type TFilterOption = { value: string; label: string };

/** Country code (3-digit customs code) to its pt-BR name. */
export type TCountryNames = (code: string) => string;

type TFieldDefinition = {
  field: TDrawerField;
  /** Spec part 2 §2.6, word for word (ICONTERMS included). */
  label: string;
  options: (values: TBiFilterValues, countryName: TCountryNames) => TFilterOption[];
};

const plain = (items: readonly string[]): TFilterOption[] =>
  items.map((item) => ({ value: item, label: item }));
const countries = (codes: readonly string[], countryName: TCountryNames): TFilterOption[] =>
  codes
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

export const DRAWER_FIELDS: readonly TFieldDefinition[] = [
  {
    field: 'modal',
    label: 'MODAL',
    options: (values) =>
      values.modais.map((mode: TWayOfTransport) => ({ value: mode, label: MODE_LABELS[mode] })),
  },
  { field: 'incoterm', label: 'ICONTERMS', options: (values) => plain(values.incoterms) },
  { field: 'urf_despacho', label: 'URF DE DESPACHO', options: (values) => plain(values.urfs_despacho) },
  { field: 'urf_entrada', label: 'URF DE ENTRADA', options: (values) => plain(values.urfs_entrada) },
  { field: 'recinto', label: 'RECINTO ALFANDEGADO', options: (values) => plain(values.recintos) },
  { field: 'exportador', label: 'EXPORTADOR', options: (values) => plain(values.exportadores) },
  { field: 'fabricante', label: 'FABRICANTE', options: (values) => plain(values.fabricantes) },
  {
    field: 'pais_aquisicao',
    label: 'PAÍS DE AQUISIÇÃO',
    options: (values, countryName) => countries(values.paises_aquisicao, countryName),
  },
  {
    field: 'pais_origem',
    label: 'PAÍS DE ORIGEM',
    options: (values, countryName) => countries(values.paises_origem, countryName),
  },
  {
    field: 'moeda_negociada',
    label: 'MOEDA NEGOCIADA',
    options: (values) =>
      values.moedas_negociada.map((currency) => ({
        value: currency.codigo,
        label: `${currency.codigo} - ${currency.moeda}`,
      })),
  },
  // Not in the spec: the DUIMP era's declarations against the DI's (decision 0118).
  {
    field: 'declaracao',
    label: 'DECLARAÇÃO',
    options: (values) => plain(values.declaracoes),
  },
];

export type TDrawerSelect = { field: TDrawerField; label: string; options: TFilterOption[] };

/** Spec part 2 §2.6: a select shows only when its list has more than one option. */
export const visibleDrawerSelects = (
  values: TBiFilterValues | undefined,
  countryName: TCountryNames,
): TDrawerSelect[] =>
  values
    ? DRAWER_FIELDS.map(({ field, label, options }) => ({
        field,
        label,
        options: options(values, countryName),
      })).filter((select) => select.options.length > 1)
    : [];

/** Spec part 2 §2.6: a value with no matching option reads 'TODOS' (the '' option). */
export const displayedValue = (options: readonly TFilterOption[], value: string): string =>
  options.some((option) => option.value === value) ? value : '';

/**
 * The filters without the values the period's lists no longer hold (their selects read 'TODOS'),
 * or null when every value still matches.
 */
export const dropUnmatchedFilters = (
  filters: TDrawerFilters,
  values: TBiFilterValues,
): TDrawerFilters | null => {
  let next: TDrawerFilters | null = null;
  for (const { field, options } of DRAWER_FIELDS) {
    const value = filters[field];
    if (value === '') continue;
    // Names are irrelevant to matching: only the values are compared.
    const isKnown = options(values, (code) => code).some((option) => option.value === value);
    if (!isKnown) next = { ...(next ?? filters), [field]: '' };
  }
  return next;
};

export const activeFilterCount = (filters: TDrawerFilters): number =>
  Object.values(filters).filter((value) => value !== '').length;
