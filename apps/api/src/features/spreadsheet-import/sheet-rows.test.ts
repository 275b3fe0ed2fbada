import { describe, expect, it } from 'vitest';
import { ZIngestInstallment } from '@pc/contract/integration';
import { refusalOfIssue } from './sheet-rows.ts';

describe('refusalOfIssue', () => {
  it("names the sheet's column where the contract names the API's field", () => {
    const parsed = ZIngestInstallment.safeParse({ parcel: 1, condition: 'Fiado' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const refusal = refusalOfIssue('invoices', parsed.error);
    expect(refusal.column).toBe('Condição');
    expect(refusal.reason).toContain('Informe Condição como Pagamento Antecipado');
    expect(refusal.reason).not.toMatch(/\bcondition\b/);
  });
});
