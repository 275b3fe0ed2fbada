import { describe, expect, it } from 'vitest';
import { describeAuditChange } from './admin-audit.ts';

describe('describeAuditChange', () => {
  it('shows an instant as São Paulo day and minute, as the back-office shows times', () => {
    expect(
      describeAuditChange(
        { expiresAt: '2026-11-27T11:05:00.000Z' },
        { expiresAt: '2026-12-04T02:30:59.999Z' },
      ),
    ).toEqual([expect.stringMatching(/: 27\/11\/2026 08:05 → 03\/12\/2026 23:30$/)]);
  });

  it('leaves a text that only starts like a date as it is', () => {
    expect(describeAuditChange(null, { name: '2026-11-27 Importadora' })).toEqual([
      expect.stringMatching(/: 2026-11-27 Importadora$/),
    ]);
  });

  it('writes booleans in pt-BR and skips what did not change', () => {
    expect(
      describeAuditChange({ analytics: false, transitTime: true }, { analytics: true, transitTime: true }),
    ).toEqual(['Analytics: não → sim']);
  });
});
