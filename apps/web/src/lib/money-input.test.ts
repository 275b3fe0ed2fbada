import { describe, expect, it } from 'vitest';
import { parseMoneyText } from './money-input.ts';

describe('parseMoneyText', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['R$ 12.500', 12500],
    ['R$12.500,00', 12500],
    ['  980 ', 980],
    ['1.000.000,01', 1000000.01],
    ['0,99', 0.99],
  ])('reads %s as %d', (text, expected) => {
    expect(parseMoneyText(text)).toBe(expected);
  });

  it.each(['', 'abc', '12.34', '1,234', '1.23,45', '12,345', '-5', '1e3', 'R$'])('refuses %j', (text) => {
    expect(parseMoneyText(text)).toBeNull();
  });
});
