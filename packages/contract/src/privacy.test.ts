import { describe, expect, it } from 'vitest';
import { addBusinessDays, incidentNoticeDeadline, ZPrivacyIncidentBody } from './privacy.ts';

describe('the incident notice deadline (ANPD Resolution 15/2024: 3 business days)', () => {
  it('skips the weekend', () => {
    // Friday 27/02/2026 → Monday, Tuesday, Wednesday.
    expect(incidentNoticeDeadline('2026-02-27')).toBe('2026-03-04');
    // Monday → Thursday.
    expect(incidentNoticeDeadline('2026-03-02')).toBe('2026-03-05');
    // Known on a Saturday: Monday is the first business day.
    expect(addBusinessDays('2026-02-28', 1)).toBe('2026-03-02');
  });

  it('refuses a knowledge date before the incident', () => {
    const result = ZPrivacyIncidentBody.safeParse({
      occurredOn: '2026-03-02',
      knownOn: '2026-03-01',
      nature: 'x',
      dataAffected: 'x',
      peopleAffected: 'x',
      peopleAffectedCount: null,
      measures: 'x',
      anpdNotifiedOn: null,
      peopleNotifiedOn: null,
    });
    expect(result.error?.issues[0]?.message).toBe(
      'A data de conhecimento não pode ser anterior à data do incidente.',
    );
  });
});
