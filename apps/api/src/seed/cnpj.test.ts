import { describe, expect, it } from 'vitest';
import { computeCnpjCheckDigits, formatCnpj, isValidCnpj, makeCnpj } from './cnpj.ts';

describe('cnpj', () => {
  it('computes the check digits of known CNPJs', () => {
    expect(computeCnpjCheckDigits('112223330001')).toBe('81');
    // Banco do Brasil
    expect(computeCnpjCheckDigits('000000000001')).toBe('91');
    // Petrobras 33.000.167/0001-01
    expect(computeCnpjCheckDigits('330001670001')).toBe('01');
  });

  it('validates with or without punctuation', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('abc')).toBe(false);
  });

  it('builds and formats valid numbers', () => {
    const cnpj = makeCnpj('12345678', '0002');
    expect(cnpj).toHaveLength(14);
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('rejects a malformed base', () => {
    expect(() => computeCnpjCheckDigits('123')).toThrow();
  });
});
