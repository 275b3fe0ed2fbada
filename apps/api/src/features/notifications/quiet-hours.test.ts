import { describe, expect, it } from 'vitest';
import { nextSaoPauloClock, quietHoursEnd } from './quiet-hours.ts';

// São Paulo is UTC−3: 22:00 there is 01:00Z the next day.
const overnight = { isOn: true, start: '22:00', end: '07:00' };

describe('quiet hours (São Paulo clock)', () => {
  it('lets a push go at once when they are off or not running', () => {
    const now = new Date('2026-12-03T02:30:00Z'); // 23:30 in São Paulo
    expect(quietHoursEnd({ quietHours: { ...overnight, isOn: false }, now })).toEqual(now);
    const afternoon = new Date('2026-12-03T18:00:00Z'); // 15:00
    expect(quietHoursEnd({ quietHours: overnight, now: afternoon })).toEqual(afternoon);
  });

  it('holds a push until 07:00 when the window spans midnight, before and after it', () => {
    expect(quietHoursEnd({ quietHours: overnight, now: new Date('2026-12-03T02:30:00Z') })).toEqual(
      new Date('2026-12-03T10:00:00Z'),
    );
    expect(quietHoursEnd({ quietHours: overnight, now: new Date('2026-12-03T08:15:30Z') })).toEqual(
      new Date('2026-12-03T10:00:00Z'),
    );
  });

  it('takes the start as quiet and the end as not', () => {
    expect(quietHoursEnd({ quietHours: overnight, now: new Date('2026-12-04T01:00:00Z') })).toEqual(
      new Date('2026-12-04T10:00:00Z'),
    );
    const atEnd = new Date('2026-12-03T10:00:00Z');
    expect(quietHoursEnd({ quietHours: overnight, now: atEnd })).toEqual(atEnd);
  });

  it('holds a push inside a window within one day (12:00–14:00)', () => {
    const lunch = { isOn: true, start: '12:00', end: '14:00' };
    expect(quietHoursEnd({ quietHours: lunch, now: new Date('2026-12-03T15:30:00Z') })).toEqual(
      new Date('2026-12-03T17:00:00Z'),
    );
    const before = new Date('2026-12-03T14:59:00Z');
    expect(quietHoursEnd({ quietHours: lunch, now: before })).toEqual(before);
  });
});

describe('the daily e-mail’s time (São Paulo clock)', () => {
  it('is 07:00 later today before it, at once on the second, and tomorrow after it', () => {
    const seven = '07:00';
    expect(nextSaoPauloClock({ clock: seven, now: new Date('2026-12-03T08:15:30Z') })).toEqual(
      new Date('2026-12-03T10:00:00Z'),
    );
    expect(nextSaoPauloClock({ clock: seven, now: new Date('2026-12-03T10:00:00Z') })).toEqual(
      new Date('2026-12-03T10:00:00Z'),
    );
    expect(nextSaoPauloClock({ clock: seven, now: new Date('2026-12-03T15:00:00Z') })).toEqual(
      new Date('2026-12-04T10:00:00Z'),
    );
  });
});
