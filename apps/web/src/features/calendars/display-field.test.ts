import { describe, expect, it } from 'vitest';
import { displayText, NO_INFORMATION } from './display-field.ts';

const source = {
  invoice: 'INV-2026-001',
  customerReference: 'PED-77',
  typeOfProcess: 'CONTA_E_ORDEM',
  identification: 42,
};

describe('displayText', () => {
  it('shows the invoice, the customer reference or our reference', () => {
    expect(displayText(source, 'invoice')).toBe('INV-2026-001');
    expect(displayText(source, 'customerReference')).toBe('PED-77');
    expect(displayText(source, 'ourReference')).toBe('PRI00042');
  });

  it('our reference: type prefix plus identification padded to 5 digits', () => {
    expect(displayText({ ...source, typeOfProcess: 'ENCOMENDA', identification: 7 }, 'ourReference')).toBe(
      'E00007',
    );
    expect(
      displayText({ ...source, typeOfProcess: 'ACESSORIA', identification: 123456 }, 'ourReference'),
    ).toBe('A123456');
  });

  it('S/I when the chosen field is empty', () => {
    expect(displayText({ ...source, invoice: null }, 'invoice')).toBe(NO_INFORMATION);
    expect(displayText({ ...source, customerReference: '  ' }, 'customerReference')).toBe('S/I');
  });
});
