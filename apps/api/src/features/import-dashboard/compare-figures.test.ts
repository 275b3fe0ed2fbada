import { describe, expect, it } from 'vitest';
import { compareFigures } from './compare-figures.ts';

describe('compareFigures', () => {
  it('says UP or DOWN and the change in percent of the previous period', () => {
    expect(compareFigures(150, 120)).toEqual({
      periodo_atual: 150,
      periodo_anterior: 120,
      variacao: 'UP',
      porcentagem: 25,
    });
    expect(compareFigures(90, 120)).toEqual({
      periodo_atual: 90,
      periodo_anterior: 120,
      variacao: 'DOWN',
      porcentagem: 25,
    });
    expect(compareFigures(1, 3).porcentagem).toBe(66.67);
  });

  it('counts an unchanged figure as UP by 0 %, and growth from nothing as 100 %', () => {
    expect(compareFigures(10, 10)).toMatchObject({ variacao: 'UP', porcentagem: 0 });
    expect(compareFigures(0, 0)).toMatchObject({ variacao: 'UP', porcentagem: 0 });
    expect(compareFigures(42.5, 0)).toMatchObject({ variacao: 'UP', porcentagem: 100 });
    expect(compareFigures(0, 42.5)).toMatchObject({ variacao: 'DOWN', porcentagem: 100 });
  });
});
