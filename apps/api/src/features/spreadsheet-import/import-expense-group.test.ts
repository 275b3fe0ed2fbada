import { describe, expect, it } from 'vitest';
import { SPREADSHEET_COLUMNS } from '@pc/contract/admin-spreadsheet';
import { MAX_PROCESS_EXPENSES } from '@pc/contract/landed-cost';
import { readCell } from './cell-values.ts';
import { parseExpenseGroup } from './import-expense-group.ts';

const afrmm = { category: 'afrmm', amount: 2450, date: '2026-11-21', isTaxDeductible: true };
const context = { stepIdsByName: new Map<string, number>(), stepIds: new Set<number>() };

describe('a process’s expenses from the rows of the sheet Despesas', () => {
  it('reads the category by its pt-BR label (or its code), accents and case aside', () => {
    const category = SPREADSHEET_COLUMNS.expenses.find((column) => column.field === 'category');
    if (!category) throw new Error('no Categoria column');
    expect(category.header).toBe('Categoria');
    expect(readCell(category, 'Honorários do despachante', context)).toEqual({ value: 'honorarios' });
    expect(readCell(category, 'capatazia/thc', context)).toEqual({ value: 'capatazia' });
    expect(readCell(category, 'TAXAS PORTUARIAS', context)).toEqual({ value: 'taxasPortuarias' });
    expect(readCell(category, 'freteInternacional', context)).toEqual({ value: 'freteInternacional' });
    expect(readCell(category, 'Frete aéreo', context)).toEqual({
      error:
        'opção inválida (Frete aéreo): use AFRMM, Armazenagem, Capatazia/THC, Frete internacional, Seguro, Frete rodoviário, Honorários do despachante, SDA, Taxas portuárias, Demurrage, Outros',
    });
  });

  it('makes one expense per row, in the sheet’s order, leaving out the empty cells', () => {
    expect(
      parseExpenseGroup({
        rows: [
          { row: 3, values: { identification: 4301, ...afrmm } },
          {
            row: 4,
            values: {
              identification: 4301,
              category: 'armazenagem',
              amount: 3870.55,
              date: '2026-11-24',
              isTaxDeductible: true,
              cashRequest: 'NUM-2026-0142',
            },
          },
          {
            row: 5,
            values: {
              identification: 4301,
              category: 'honorarios',
              description: 'Honorários de despacho',
              amount: 1800,
              date: '2026-11-25',
              isTaxDeductible: false,
            },
          },
        ],
      }),
    ).toEqual({
      expenses: [
        afrmm,
        {
          category: 'armazenagem',
          amount: 3870.55,
          date: '2026-11-24',
          isTaxDeductible: true,
          cashRequest: 'NUM-2026-0142',
        },
        {
          category: 'honorarios',
          description: 'Honorários de despacho',
          amount: 1800,
          date: '2026-11-25',
          isTaxDeductible: false,
        },
      ],
    });
  });

  it('refuses at the row and column of the expense at fault, in the sheet’s words', () => {
    expect(
      parseExpenseGroup({
        rows: [
          { row: 3, values: afrmm },
          { row: 4, values: { ...afrmm, category: 'sda', amount: 12.345 } },
        ],
      }),
    ).toEqual({
      outcome: 'refused',
      row: 4,
      refusal: { column: 'Valor (R$)', reason: 'Valor (R$) tem no máximo 2 casas decimais' },
    });
    expect(
      parseExpenseGroup({
        rows: [
          { row: 7, values: afrmm },
          { row: 8, values: afrmm },
          { row: 9, values: { ...afrmm, description: 'x'.repeat(201) } },
        ],
      }),
    ).toEqual({
      outcome: 'refused',
      row: 9,
      refusal: { column: 'Descrição', reason: 'Descrição deve ter no máximo 200 caracteres' },
    });
  });

  it('refuses a process with more expenses than the API takes at the group’s first row', () => {
    const rows = Array.from({ length: MAX_PROCESS_EXPENSES + 1 }, (_, index) => ({
      row: index + 10,
      values: afrmm,
    }));
    expect(parseExpenseGroup({ rows })).toEqual({
      outcome: 'refused',
      row: 10,
      refusal: { column: null, reason: `Informe no máximo ${MAX_PROCESS_EXPENSES} despesas por processo` },
    });
  });
});
