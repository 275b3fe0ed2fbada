import { describe, expect, it } from 'vitest';
import { INITIAL_REPORT_FILTER, buildReportRequest } from './report-filter.ts';

const period = { ...INITIAL_REPORT_FILTER, mode: 'periodo' as const };

describe('report filter', () => {
  it('keyword is the default and an empty keyword warns "Campo Vazio"', () => {
    expect(INITIAL_REPORT_FILTER.mode).toBe('palavraChave');
    expect(buildReportRequest({ ...INITIAL_REPORT_FILTER, keyword: '   ' })).toEqual({
      isValid: false,
      warning: {
        title: 'Campo Vazio',
        message: 'Por favor, insira uma palavra-chave para pesquisa.',
        items: [],
      },
    });
  });

  it('a keyword uses the search call with concluded processes', () => {
    expect(buildReportRequest({ ...INITIAL_REPORT_FILTER, keyword: ' INV-1 ' })).toEqual({
      isValid: true,
      request: { kind: 'keyword', query: { concluidos: 'true', q: 'INV-1' } },
    });
  });

  it('lists every missing period field, word for word', () => {
    expect(buildReportRequest(period)).toEqual({
      isValid: false,
      warning: {
        title: 'Campo Vazio',
        message: 'Por favor, preencha os campos abaixo!',
        items: ['Tipo de data é obrigatório.', 'Data inicial é obrigatória.', 'Data final é obrigatória.'],
      },
    });
    const outcome = buildReportRequest({ ...period, field: 'datesETA', from: '01/01/2025' });
    expect(!outcome.isValid && outcome.warning.items).toEqual(['Data final é obrigatória.']);
  });

  it('sends the period from 00:00:00 to 23:00:00 with concluded processes', () => {
    expect(buildReportRequest({ ...period, field: 'created', from: '01/03/2025', to: '31/03/2025' })).toEqual(
      {
        isValid: true,
        request: {
          kind: 'period',
          query: {
            concluido: 'true',
            field: 'created',
            from: '2025-03-01T00:00:00',
            to: '2025-03-31T23:00:00',
          },
        },
      },
    );
  });

  it('adds the DUIMP filters to the period, and none to a keyword search', () => {
    const duimp = {
      declaration: 'DUIMP',
      situation: null,
      licensing: 'PENDENTE',
      attention: 'lpcoRequirement',
    } as const;
    const outcome = buildReportRequest({
      ...period,
      field: 'created',
      from: '01/03/2025',
      to: '31/03/2025',
      duimp,
    });
    expect(outcome.isValid && outcome.request.query).toEqual({
      concluido: 'true',
      field: 'created',
      from: '2025-03-01T00:00:00',
      to: '2025-03-31T23:00:00',
      declaration: 'DUIMP',
      licensingSituation: 'PENDENTE',
      duimpAttention: 'lpcoRequirement',
    });
    const keyword = buildReportRequest({ ...INITIAL_REPORT_FILTER, keyword: 'Ltd', duimp });
    expect(keyword.isValid && keyword.request.query).toEqual({ concluidos: 'true', q: 'Ltd' });
  });

  it('rejects impossible dates and an end before the start', () => {
    const invalid = buildReportRequest({ ...period, field: 'created', from: '32/01/2025', to: '01/02/2025' });
    expect(!invalid.isValid && invalid.warning.items).toEqual([
      'Data inicial inválida: use o formato DD/MM/AAAA.',
    ]);
    const reversed = buildReportRequest({
      ...period,
      field: 'created',
      from: '02/02/2025',
      to: '01/02/2025',
    });
    expect(!reversed.isValid && reversed.warning.items).toEqual([
      'Data final não pode ser menor que data inicial.',
    ]);
  });
});
