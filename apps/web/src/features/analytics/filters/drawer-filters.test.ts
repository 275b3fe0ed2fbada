import type { TBiFilterValues } from '@pc/contract/bi';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  displayedValue,
  dropUnmatchedFilters,
  EMPTY_DRAWER_FILTERS,
  visibleDrawerSelects,
} from './drawer-filters.ts';

const VALUES: TBiFilterValues = {
  incoterms: ['FOB', 'CIF'],
  modais: ['MARITIMA', 'AEREA'],
  urfs_despacho: ['0817600 - SANTOS'],
  urfs_entrada: [],
  recintos: ['A', 'B', 'C'],
  exportadores: ['X'],
  fabricantes: [],
  paises_aquisicao: ['160', '105'],
  paises_origem: ['160'],
  moedas_negociada: [
    { moeda: 'Dólar americano', codigo: 'USD' },
    { moeda: 'Euro', codigo: 'EUR' },
  ],
  declaracoes: ['DI', 'DUIMP'],
};

const names: Record<string, string> = { '160': 'China', '105': 'Brasil' };

describe('drawer filters (spec part 2 §2.6)', () => {
  it('shows only the selects whose list has more than one option, with the spec labels', () => {
    const selects = visibleDrawerSelects(VALUES, (code) => names[code] ?? code);
    expect(selects.map((select) => select.label)).toEqual([
      'MODAL',
      'ICONTERMS',
      'RECINTO ALFANDEGADO',
      'PAÍS DE AQUISIÇÃO',
      'MOEDA NEGOCIADA',
      'DECLARAÇÃO',
    ]);
    expect(selects.at(-1)?.options).toEqual([
      { value: 'DI', label: 'DI' },
      { value: 'DUIMP', label: 'DUIMP' },
    ]);
    expect(selects[0]?.options).toEqual([
      { value: 'MARITIMA', label: 'Marítima' },
      { value: 'AEREA', label: 'Aérea' },
    ]);
    // Countries by their pt-BR names, in name order; currencies by code and name.
    expect(selects[3]?.options).toEqual([
      { value: '105', label: 'Brasil' },
      { value: '160', label: 'China' },
    ]);
    expect(selects[4]?.options[0]).toEqual({ value: 'USD', label: 'USD - Dólar americano' });
    expect(visibleDrawerSelects(undefined, String)).toEqual([]);
  });

  it("reads 'TODOS' ('') for a value with no matching option", () => {
    const options = [{ value: 'FOB', label: 'FOB' }];
    expect(displayedValue(options, 'FOB')).toBe('FOB');
    expect(displayedValue(options, 'EXW')).toBe('');
  });

  it('drops the values the lists no longer hold, or says nothing changed', () => {
    expect(
      dropUnmatchedFilters({ ...EMPTY_DRAWER_FILTERS, incoterm: 'FOB', modal: 'AEREA' }, VALUES),
    ).toBeNull();
    expect(
      dropUnmatchedFilters(
        { ...EMPTY_DRAWER_FILTERS, incoterm: 'EXW', fabricante: 'Y', moeda_negociada: 'EUR' },
        VALUES,
      ),
    ).toEqual({ ...EMPTY_DRAWER_FILTERS, moeda_negociada: 'EUR' });
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(EMPTY_DRAWER_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_DRAWER_FILTERS, recinto: 'A', modal: 'AEREA' })).toBe(2);
  });
});
