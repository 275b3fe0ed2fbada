import type { TDashboardComparison } from '@pc/contract/dashboard';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * A figure against the previous period ('P.A.'): UP when it grew or stayed (the spec has only UP
 * and DOWN), the change in percent of the previous figure, and 100 % from nothing to something.
 */
export const compareFigures = (current: number, previous: number): TDashboardComparison => {
  const percent =
    previous === 0 ? (current === 0 ? 0 : 100) : (Math.abs(current - previous) / Math.abs(previous)) * 100;
  return {
    periodo_atual: round2(current),
    periodo_anterior: round2(previous),
    variacao: current >= previous ? 'UP' : 'DOWN',
    porcentagem: round2(percent),
  };
};
