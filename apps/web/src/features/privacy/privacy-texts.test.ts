import { describe, expect, it } from 'vitest';
import { deadlineText, formatDay, noticeText } from './privacy-texts.ts';

describe('privacy texts', () => {
  it('shows days as DD/MM/AAAA', () => {
    expect(formatDay('2026-03-17')).toBe('17/03/2026');
  });

  it('says a request’s deadline, and that it is overdue once past', () => {
    expect(deadlineText({ dueOn: '2026-03-17', isOverdue: false })).toBe('Responder até 17/03/2026');
    expect(deadlineText({ dueOn: '2026-03-17', isOverdue: true })).toBe('Atrasada — prazo era 17/03/2026');
  });

  it('says whether the ANPD or the people were told, else the 3-business-day deadline', () => {
    expect(noticeText(null, '2026-03-04')).toBe('Não comunicado (prazo 04/03/2026)');
    expect(noticeText('2026-03-03', '2026-03-04')).toBe('Comunicado em 03/03/2026');
  });
});
