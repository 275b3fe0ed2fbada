import { describe, expect, it } from 'vitest';
import { EMPTY_DRAWER_FILTERS } from './drawer-filters.ts';
import { toFilterQuery, toImportQuery, toLeadTimesQuery, toMapQuery, toPeriodQuery } from './bi-query.ts';

const PERIOD = { from: '2026-10-22', to: '2026-11-22' };

describe('BI queries (spec part 2 §7)', () => {
  it('sends the dates as data_registro_di_* and leaves TODAS and blank filters out', () => {
    expect(toFilterQuery({ period: PERIOD, companyId: null, filters: EMPTY_DRAWER_FILTERS })).toEqual({
      data_registro_di_inicial: '2026-10-22',
      data_registro_di_final: '2026-11-22',
    });
    expect(
      toFilterQuery({
        period: PERIOD,
        companyId: 7,
        filters: { ...EMPTY_DRAWER_FILTERS, modal: 'AEREA', pais_origem: '160' },
      }),
    ).toEqual({
      data_registro_di_inicial: '2026-10-22',
      data_registro_di_final: '2026-11-22',
      companies_ids: '7',
      modal: 'AEREA',
      pais_origem: '160',
    });
  });

  it('filter values take only the two dates', () => {
    expect(toPeriodQuery(PERIOD)).toEqual({
      data_registro_di_inicial: '2026-10-22',
      data_registro_di_final: '2026-11-22',
    });
  });

  it('lead times take the button mode over the drawer', () => {
    const query = { ...toPeriodQuery(PERIOD), modal: 'AEREA' as const };
    expect(toLeadTimesQuery(query, 'MARITIMA').modal).toBe('MARITIMA');
    expect(toLeadTimesQuery(query, null).modal).toBe('AEREA');
  });

  it('the map sends its own comma lists instead of the single origin country', () => {
    const query = { ...toPeriodQuery(PERIOD), pais_origem: '160', incoterm: 'FOB' };
    expect(toMapQuery(query, { countries: [], ncms: [] })).toEqual({
      ...toPeriodQuery(PERIOD),
      incoterm: 'FOB',
    });
    expect(toMapQuery(query, { countries: ['160', '249'], ncms: ['84713012'] })).toEqual({
      ...toPeriodQuery(PERIOD),
      incoterm: 'FOB',
      ncm: '84713012',
      pais_origem: '160,249',
    });
  });

  it('the import asks for the quotes and names the companies', () => {
    expect(toImportQuery(PERIOD, [7, 8])).toEqual({
      data_registro_di_inicial: '2026-10-22',
      data_registro_di_final: '2026-11-22',
      buscar_cotacoes_moedas: 'true',
      companies_ids: '7,8',
    });
  });
});
