import { describe, expect, it } from 'vitest';
import {
  drillLabel,
  EMPTY_FILTERS,
  monthLabel,
  monthWithin,
  readPeriodText,
  toDashboardQuery,
  toDrillQuery,
  type TDashboardRun,
} from './dashboard-query.ts';

const RUN: TDashboardRun = {
  period: { from: '2025-12-15', to: '2026-11-24' },
  companyIds: [3, 7],
  filters: { ...EMPTY_FILTERS, incoterm: 'FOB' },
  runId: 1,
};

describe('dashboard query', () => {
  it('reads the two dates with the spec texts for a missing date and a reversed period', () => {
    expect(readPeriodText({ from: '01/11/2026', to: '24/11/2026' })).toEqual({
      isValid: true,
      period: { from: '2026-11-01', to: '2026-11-24' },
    });
    expect(readPeriodText({ from: '', to: '24/11/2026' })).toEqual({
      isValid: false,
      message: 'A data de início e de fim devem estar preenchidas!',
    });
    expect(readPeriodText({ from: '25/11/2026', to: '24/11/2026' })).toEqual({
      isValid: false,
      message: 'Data final não pode ser menor que data inicial.',
    });
  });

  it('says a filled date that does not exist is invalid, and refuses a period the server would', () => {
    expect(readPeriodText({ from: '31/02/2026', to: '24/11/2026' })).toEqual({
      isValid: false,
      message: 'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
    });
    expect(readPeriodText({ from: '01/01/2026', to: '99/99/9999' })).toEqual({
      isValid: false,
      message: 'Data inválida: 99/99/9999. Informe uma data que exista, no formato DD/MM/AAAA.',
    });
    // The figures' rule of the contract: two years at most (the server's own text).
    expect(readPeriodText({ from: '01/01/2024', to: '31/12/2025' }).isValid).toBe(true);
    expect(readPeriodText({ from: '01/01/2023', to: '31/12/2025' })).toEqual({
      isValid: false,
      message: 'O período pode ter no máximo 731 dias.',
    });
  });

  it('sends the companies and only the drawer filters that are set', () => {
    expect(toDashboardQuery(RUN)).toEqual({
      startDate: '2025-12-15',
      endDate: '2026-11-24',
      customerIds: '3,7',
      incoterm: 'FOB',
    });
    expect(toDashboardQuery({ ...RUN, companyIds: [], filters: EMPTY_FILTERS })).toEqual({
      startDate: '2025-12-15',
      endDate: '2026-11-24',
    });
  });

  it('narrows the query to a month (clipped to the period), a day or a mode', () => {
    expect(monthWithin(RUN.period, 2025, 12)).toEqual({ from: '2025-12-15', to: '2025-12-31' });
    expect(monthWithin(RUN.period, 2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthWithin(RUN.period, 2026, 11)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(toDrillQuery(RUN, { kind: 'month', year: 2025, month: 12 })).toMatchObject({
      startDate: '2025-12-15',
      endDate: '2025-12-31',
      incoterm: 'FOB',
    });
    expect(toDrillQuery(RUN, { kind: 'day', day: '2026-03-10' })).toMatchObject({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    expect(toDrillQuery(RUN, { kind: 'mode', mode: 'AEREA' })).toMatchObject({
      startDate: '2025-12-15',
      endDate: '2026-11-24',
      modal: 'AEREA',
    });
  });

  it('labels months the pt-BR way and names what a drill-down lists', () => {
    expect(monthLabel(2026, 3)).toBe('Mar/26');
    expect(monthLabel(2025, 12)).toBe('Dez/25');
    expect(drillLabel({ kind: 'month', year: 2026, month: 3 }, RUN, '')).toBe(
      'Painel de Importação · março de 2026',
    );
    expect(drillLabel({ kind: 'mode', mode: 'MARITIMA' }, RUN, 'Marítimo')).toBe(
      'Painel de Importação · 15/12/2025 a 24/11/2026 · Marítimo',
    );
  });
});
