import { describe, expect, it } from 'vitest';
import { parseDuimpGroup } from './import-duimp-group.ts';

const version = { number: '26BR00000004101', version: 2, situation: 'EM_ANALISE_FISCAL' };

describe('a DUIMP version from the rows of the sheet DUIMP e LPCO', () => {
  it('reads the version from the first row, an LPCO once, and ties each exigência to its row’s LPCO', () => {
    const parsed = parseDuimpGroup({
      rows: [
        { row: 3, values: { ...version, agency: 'MAPA', lpcoNumber: 'I1', lpcoStatus: 'EM_EXIGENCIA' } },
        {
          row: 4,
          values: {
            ...version,
            situation: 'IGNORADA',
            agency: 'MAPA',
            lpcoNumber: 'I1',
            lpcoStatus: 'EM_EXIGENCIA',
            requirementText: 'Apresentar o laudo.',
            requirementOpenedOn: '2026-11-22',
          },
        },
        {
          row: 5,
          values: {
            agency: 'RECEITA_FEDERAL',
            requirementText: 'Retificar o peso.',
            requirementOpenedOn: '2026-11-23',
          },
        },
      ],
    });
    expect(parsed).toMatchObject({
      situation: 'EM_ANALISE_FISCAL',
      lpcos: [{ number: 'I1', agency: 'MAPA', status: 'EM_EXIGENCIA' }],
      requirements: [
        { agency: 'MAPA', text: 'Apresentar o laudo.', openedOn: '2026-11-22', lpcoNumber: 'I1' },
        { agency: 'RECEITA_FEDERAL', text: 'Retificar o peso.', openedOn: '2026-11-23', lpcoNumber: null },
      ],
    });
  });

  it('refuses at the row and column of the exigência at fault, in the sheet’s words', () => {
    expect(
      parseDuimpGroup({
        rows: [
          { row: 3, values: version },
          { row: 4, values: { agency: 'MAPA', requirementText: 'Apresentar o laudo.' } },
        ],
      }),
    ).toEqual({
      outcome: 'refused',
      row: 4,
      refusal: { column: 'Exigência aberta em', reason: expect.stringContaining('Exigência aberta em') },
    });
  });

  it('reads the Receita Federal’s result from the first row, and per row an agency’s result, a tax and a rectification', () => {
    const parsed = parseDuimpGroup({
      rows: [
        {
          row: 3,
          values: {
            ...version,
            taxAuthorityResult: 'EM_ANALISE',
            agency: 'MAPA',
            agencyResult: 'EM_EXIGENCIA',
            tax: 'II',
            taxCalculated: 14465.06,
            taxDue: 14465.06,
            taxSuspended: 0,
            taxPaid: 14465.06,
            taxStatus: 'RECOLHIDO',
            rectificationVersion: 2,
            rectificationDate: '2026-11-25',
            rectificationReason: 'Peso líquido corrigido.',
          },
        },
        { row: 4, values: { agency: 'ANVISA', agencyResult: 'DEFERIDO', tax: 'IPI', taxSuspended: 3200.1 } },
      ],
    });
    expect(parsed).toMatchObject({
      taxAuthorityResult: 'EM_ANALISE',
      agencyResults: [
        { agency: 'MAPA', result: 'EM_EXIGENCIA' },
        { agency: 'ANVISA', result: 'DEFERIDO' },
      ],
      taxes: [
        { tax: 'II', calculated: 14465.06, due: 14465.06, suspended: 0, paid: 14465.06, status: 'RECOLHIDO' },
        { tax: 'IPI', calculated: null, due: null, suspended: 3200.1, paid: null, status: null },
      ],
      rectifications: [{ version: 2, date: '2026-11-25', reason: 'Peso líquido corrigido.' }],
      lpcos: [],
      requirements: [],
    });
  });

  it('refuses a rectification with no date at its row, in the sheet’s words', () => {
    expect(
      parseDuimpGroup({
        rows: [
          { row: 3, values: version },
          { row: 4, values: { rectificationVersion: 2, rectificationReason: 'Frete corrigido.' } },
        ],
      }),
    ).toEqual({
      outcome: 'refused',
      row: 4,
      refusal: { column: 'Retificação: data', reason: expect.stringContaining('Retificação: data') },
    });
  });

  it('refuses a version with no situation at its first row', () => {
    expect(
      parseDuimpGroup({ rows: [{ row: 7, values: { number: version.number, version: 1 } }] }),
    ).toMatchObject({ outcome: 'refused', row: 7, refusal: { column: 'Situação da DUIMP' } });
  });
});
