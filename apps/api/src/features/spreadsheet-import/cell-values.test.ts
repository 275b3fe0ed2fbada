import { describe, expect, it } from 'vitest';
import { SPREADSHEET_COLUMNS } from '@pc/contract/admin-spreadsheet';
import { readCell, readReference, type TCellContext } from './cell-values.ts';

const context: TCellContext = { stepIdsByName: new Map(), stepIds: new Set() };
const column = (field: string) => {
  const found = SPREADSHEET_COLUMNS.invoices.find((candidate) => candidate.field === field);
  if (!found) throw new Error(`no column ${field}`);
  return found;
};

describe('a process reference cell', () => {
  it.each([
    [812, { value: 812, prefix: null }],
    ['00812', { value: 812, prefix: null }],
    ['PRI00812', { value: 812, prefix: 'PRI' }],
    ['e00812', { value: 812, prefix: 'E' }],
    ['A812', { value: 812, prefix: 'A' }],
  ] as const)('reads %s as the number with its prefix', (cell, read) => {
    expect(readReference(cell)).toEqual(read);
  });

  it.each(['PV0001', 'IMP00812', 'PRI-812', '812A', 'PRI'])(
    'refuses %s instead of reading a number into it',
    (cell) => {
      expect(readReference(cell)).toEqual({
        error: `processo inválido (${cell}): informe o número (812) ou a referência com o prefixo do tipo (PRI00812, E00812, A00812)`,
      });
    },
  );

  it('refuses a number that is not a whole positive one', () => {
    expect(readReference(81.2)).toHaveProperty('error');
  });
});

describe('a whole-number cell (Parcela, Prazo, Adição)', () => {
  it('takes digits, and refuses a letter instead of dropping it', () => {
    expect(readCell(column('parcel'), '2', context)).toEqual({ value: 2 });
    expect(readCell(column('parcel'), 'P2', context)).toEqual({ error: 'número inteiro inválido (P2)' });
    expect(readCell(column('term'), '30d', context)).toEqual({ error: 'número inteiro inválido (30d)' });
  });
});
