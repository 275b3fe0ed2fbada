import { describe, expect, it } from 'vitest';
import { formatProcessReference } from '../../lib/format.ts';
import {
  approvalDisplay,
  containerTypeLabel,
  initialsOf,
  installmentConditionLabel,
  invoiceTotalLabel,
  transportModeLabel,
} from './process-labels.ts';
import { documentKindOf } from './process-icons.tsx';
import { quotationSpreadsheetName } from './api/post-freight-quotation-excel.ts';
import { rankQuotations } from './quotation-ranking.ts';
import { matchesSearch } from './text-search.ts';

describe('approvalDisplay', () => {
  it('shows Aprovado, Justificativa (with the reason), Reprovado or nothing', () => {
    expect(approvalDisplay({ approved: true, rejectReason: null })).toEqual({
      kind: 'approved',
      label: 'Aprovado',
    });
    expect(approvalDisplay({ approved: true, rejectReason: 'ignorado' }).kind).toBe('approved');
    expect(approvalDisplay({ approved: false, rejectReason: 'Valor acima do orçamento.' })).toEqual({
      kind: 'justification',
      label: 'Justificativa',
      reason: 'Valor acima do orçamento.',
    });
    expect(approvalDisplay({ approved: false, rejectReason: null })).toEqual({
      kind: 'rejected',
      label: 'Reprovado',
    });
    expect(approvalDisplay({ approved: false, rejectReason: '   ' }).kind).toBe('rejected');
    expect(approvalDisplay({ approved: null, rejectReason: 'x' })).toEqual({ kind: 'none' });
  });
});

describe('process reference', () => {
  it('prefixes by type and pads the identification to 5 digits', () => {
    expect(formatProcessReference('CONTA_E_ORDEM', 42)).toBe('PRI00042');
    expect(formatProcessReference('ENCOMENDA', 7)).toBe('E00007');
    expect(formatProcessReference('ACESSORIA', 123)).toBe('A00123');
    expect(formatProcessReference('ASSESSORIA', 123456)).toBe('A123456');
    expect(formatProcessReference(null, 1)).toBe('PRI00001');
  });
});

describe('invoice display', () => {
  it('shows the term only for Pagamento à Prazo', () => {
    expect(installmentConditionLabel({ condition: 'Pagamento à Prazo', term: 60 })).toBe(
      'Pagamento à Prazo - 60 dias',
    );
    expect(installmentConditionLabel({ condition: 'Pagamento à Prazo', term: 1 })).toBe(
      'Pagamento à Prazo - 1 dia',
    );
    expect(installmentConditionLabel({ condition: 'Pagamento à Vista', term: 30 })).toBe('Pagamento à Vista');
    expect(installmentConditionLabel({ condition: 'Pagamento à Prazo', term: null })).toBe(
      'Pagamento à Prazo',
    );
    expect(installmentConditionLabel({ condition: null, term: 30 })).toBe('N/I');
  });

  it("shows 'S/I' for an invoice without a total", () => {
    expect(invoiceTotalLabel({ invoiceAmount: null, currency: 'USD' })).toBe('S/I');
    expect(invoiceTotalLabel({ invoiceAmount: 1234.5, currency: 'USD' })).toBe('US$\u00a01.234,50');
  });
});

describe('labels', () => {
  it('names transport modes in pt-BR', () => {
    expect(transportModeLabel('AEREA')).toBe('Aérea');
    expect(transportModeLabel('MARITIMA')).toBe('Marítima');
    expect(transportModeLabel('RODOVIARIA')).toBe('Rodoviária');
    expect(transportModeLabel(null)).toBe('N/I');
  });

  it("shows unknown container types as 'N/I'", () => {
    expect(containerTypeLabel('DRY 40')).toBe('DRY 40');
    expect(containerTypeLabel('high cube 40')).toBe('HIGH CUBE 40');
    expect(containerTypeLabel('TANK 20')).toBe('N/I');
    expect(containerTypeLabel(null)).toBe('N/I');
  });

  it('picks the document icon by extension', () => {
    expect(documentKindOf('bl.PDF')).toBe('pdf');
    expect(documentKindOf('foto.jpeg')).toBe('image');
    expect(documentKindOf('foto.jpg')).toBe('image');
    expect(documentKindOf('foto.png')).toBe('image');
    expect(documentKindOf('nfe.xml')).toBe('xml');
    expect(documentKindOf('packing.xlsx')).toBe('xlsx');
    expect(documentKindOf('packing.xls')).toBe('generic');
    expect(documentKindOf('sem-extensao')).toBe('generic');
  });

  it('makes avatar initials', () => {
    expect(initialsOf('Juliana Prado')).toBe('JP');
    expect(initialsOf('ana maria souza')).toBe('AS');
    expect(initialsOf('Sistema')).toBe('S');
    expect(initialsOf(null)).toBe('?');
  });

  it('searches any field, ignoring case and accents', () => {
    expect(matchesSearch('numerario', ['Numerário', null])).toBe(true);
    expect(matchesSearch('  PRI ', ['pri20001.pdf'])).toBe(true);
    expect(matchesSearch('xyz', ['abc', 12])).toBe(false);
    expect(matchesSearch('', ['abc'])).toBe(true);
  });

  it('names the quotations spreadsheet .xlsx (docs/decisions/0068-spreadsheet-files-and-cells.md)', () => {
    expect(quotationSpreadsheetName(20001)).toBe('cotacoes-processo-20001.xlsx');
  });

  it('ranks quotations by total (absent last), then transit time, then id', () => {
    const quotation = (id: number, total: number | null, transitTime: number | null) =>
      ({ id, total, transitTime }) as Parameters<typeof rankQuotations>[0][number];
    const ranked = rankQuotations([
      quotation(1, null, 10),
      quotation(2, 500, 30),
      quotation(3, 500, 20),
      quotation(4, 100, null),
    ]);
    expect(ranked.map((item) => item.id)).toEqual([4, 3, 2, 1]);
  });
});
