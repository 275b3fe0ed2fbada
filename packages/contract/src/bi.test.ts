import { describe, expect, it } from 'vitest';
import {
  ZBiFilterQuery,
  ZBiLeadTimes,
  ZBiMapQuery,
  getBiMapCall,
  getBiTaxesCall,
  getBiFilterValuesCall,
} from './bi.ts';
import { BI_TOKEN_HEADER, getCallAuth, getCallHost } from './call.ts';
import { ZImportDashboardQuery } from './dashboard.ts';
import { ZIndicatorMovimentacaoQuery, ZIndicatorPeriodQuery, ZTransitTimeQuery } from './indicators.ts';

const period = { data_registro_di_inicial: '2024-01-01', data_registro_di_final: '2024-06-30' };

describe('BI filters', () => {
  it('blank filters mean all', () => {
    const query = ZBiFilterQuery.parse({
      ...period,
      modal: '',
      incoterm: '',
      exportador: '  ',
      companies_ids: '7,8',
    });
    expect(query).toEqual({ ...period, companies_ids: [7, 8] });
  });

  it('keeps the snake_case names and validates the mode', () => {
    expect(ZBiFilterQuery.parse({ ...period, modal: 'AEREA', urf_despacho: '0927800' })).toMatchObject({
      modal: 'AEREA',
      urf_despacho: '0927800',
    });
    expect(ZBiFilterQuery.safeParse({ ...period, modal: 'AEREO' }).success).toBe(false);
  });

  it('dates are yyyy-MM-dd, end not before start', () => {
    expect(ZBiFilterQuery.safeParse({ ...period, data_registro_di_inicial: '01/01/2024' }).success).toBe(
      false,
    );
    const reversed = ZBiFilterQuery.safeParse({
      data_registro_di_inicial: '2024-02-01',
      data_registro_di_final: '2024-01-01',
    });
    expect(reversed.error?.issues[0]?.message).toBe('Data final não pode ser menor que data inicial.');
  });

  it('map query takes ncm and pais_origem lists', () => {
    const query = ZBiMapQuery.parse({ ...period, ncm: '8471.30.12,85171231', pais_origem: '160,249' });
    expect(query.ncm).toEqual(['84713012', '85171231']);
    expect(query.pais_origem).toEqual(['160', '249']);
    expect(ZBiMapQuery.safeParse({ ...period, ncm: 'abc' }).success).toBe(false);
  });

  it('lead-time keys keep the spec spelling, with the processes each mean is taken over', () => {
    const processos = { 'presenca-x-registro': 3, 'desembaraco-x-carregamento': 0, 'preseca-x-entrega': 2 };
    const duimp = {
      'registro-x-canal': 1.5,
      processos: 2,
      'lpco-pedido-x-deferimento': [{ orgao: 'MAPA', dias: 4, lpcos: 2 }],
    };
    expect(
      ZBiLeadTimes.safeParse({
        'presenca-x-registro': 2,
        'desembaraco-x-carregamento': 0,
        'preseca-x-entrega': 5,
        processos,
        duimp,
      }).success,
    ).toBe(true);
    expect(
      ZBiLeadTimes.safeParse({
        'presenca-x-registro': 2,
        'desembaraco-x-carregamento': 1,
        'presenca-x-entrega': 5,
        processos,
        duimp,
      }).success,
    ).toBe(false);
    expect(
      ZBiLeadTimes.safeParse({
        'presenca-x-registro': 2,
        'desembaraco-x-carregamento': 1,
        'preseca-x-entrega': 5,
        processos: { ...processos, 'preseca-x-entrega': -1 },
        duimp,
      }).success,
    ).toBe(false);
    // The DUIMP waits are part of the answer; an agency's LPCO count is never negative.
    expect(
      ZBiLeadTimes.safeParse({
        'presenca-x-registro': 2,
        'desembaraco-x-carregamento': 0,
        'preseca-x-entrega': 5,
        processos,
      }).success,
    ).toBe(false);
    expect(
      ZBiLeadTimes.safeParse({
        'presenca-x-registro': 2,
        'desembaraco-x-carregamento': 0,
        'preseca-x-entrega': 5,
        processos,
        duimp: { ...duimp, 'lpco-pedido-x-deferimento': [{ orgao: 'MAPA', dias: 4, lpcos: -1 }] },
      }).success,
    ).toBe(false);
  });

  it('BI calls use the BI host and token header; envelopes differ per call', () => {
    expect(getCallHost(getBiTaxesCall)).toBe('bi');
    expect(getCallAuth(getBiTaxesCall)).toBe('bi-token');
    expect(BI_TOKEN_HEADER).toBe('token');
    expect(getBiTaxesCall.responses[200].shape).toHaveProperty('dados');
    expect(getBiMapCall.responses[200].shape).toHaveProperty('data');
    expect(getBiFilterValuesCall.responses[200].shape).toHaveProperty('valores');
  });
});

describe('indicator queries', () => {
  const base = { customersId: '7,8', firstDate: '2024-05-01T00:00:00', secondDate: '2024-05-31T23:59:59' };

  it('keeps the spec names and defaults teamId to 0', () => {
    expect(ZIndicatorPeriodQuery.parse(base)).toEqual({ ...base, customersId: [7, 8], teamId: 0 });
    expect(ZIndicatorPeriodQuery.parse({ ...base, teamId: '0' }).teamId).toBe(0);
  });

  it('movimentacao adds isVariacaoAbertura=false', () => {
    expect(ZIndicatorMovimentacaoQuery.parse(base).isVariacaoAbertura).toBe(false);
    expect(
      ZIndicatorMovimentacaoQuery.parse({ ...base, isVariacaoAbertura: 'true' }).isVariacaoAbertura,
    ).toBe(true);
  });

  it('names the bad date', () => {
    const result = ZIndicatorPeriodQuery.safeParse({ ...base, firstDate: '2024-05-01' });
    expect(result.error?.issues[0]?.message).toBe('Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.');
  });

  it('transit time: quoted lists and the spec end-date message', () => {
    const query = ZTransitTimeQuery.parse({
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      origins: '"CHINA","ALEMANHA"',
      modais: '"MARITIMA"',
      companiesIds: '154',
    });
    expect(query).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      origins: ['CHINA', 'ALEMANHA'],
      modais: ['MARITIMA'],
      placesOfLoading: [],
      companiesIds: [154],
    });
    expect(
      ZTransitTimeQuery.safeParse({ ...query, modais: '"NAVIO"', origins: '', companiesIds: '154' }).success,
    ).toBe(false);
    const reversed = ZTransitTimeQuery.safeParse({
      startDate: '2024-02-01',
      endDate: '2024-01-01',
      companiesIds: '154',
    });
    expect(reversed.error?.issues[0]?.message).toBe('A data final não pode ser menor que a data inicial');
  });

  it('dashboard query', () => {
    expect(
      ZImportDashboardQuery.parse({ startDate: '2024-01-01', endDate: '2024-01-31', customerIds: '1' })
        .customerIds,
    ).toEqual([1]);
  });
});
