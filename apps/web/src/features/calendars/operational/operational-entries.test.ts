import { describe, expect, it } from 'vitest';
import { makeCalendarProcess } from '../test-fixtures.ts';
import { ALL_OPERATIONAL_TYPES, operationalEntries } from './operational-entries.ts';

const placed = (...args: Parameters<typeof operationalEntries>) =>
  operationalEntries(...args).map((entry) => `${entry.day} ${entry.type} ${entry.process.id}`);

describe('operationalEntries', () => {
  it('forecasts only: ETD and ETA on their dates', () => {
    const process = makeCalendarProcess({ datesETD: '2026-11-03', datesETA: '2026-11-25' });
    expect(placed([process], ALL_OPERATIONAL_TYPES, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-03 ETD 1',
      '2026-11-25 ETA 1',
    ]);
  });

  it('drops the ETD when a departure exists and the ETA when an arrival exists (spec §4)', () => {
    const process = makeCalendarProcess({
      datesETD: '2026-11-03',
      datesDepartureDate: '2026-11-05',
      datesETA: '2026-11-25',
      datesArrivalDate: '2026-11-27',
    });
    expect(placed([process], ALL_OPERATIONAL_TYPES, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-05 EMB 1',
      '2026-11-27 CGD 1',
    ]);
  });

  it('keeps the ETA when only the departure happened', () => {
    const process = makeCalendarProcess({
      datesETD: '2026-11-03',
      datesDepartureDate: '2026-11-04',
      datesETA: '2026-11-25',
    });
    expect(placed([process], ALL_OPERATIONAL_TYPES, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-04 EMB 1',
      '2026-11-25 ETA 1',
    ]);
  });

  it('Tipo filter and the period bounds', () => {
    const processes = [
      makeCalendarProcess({ id: 1, datesETD: '2026-11-03', datesETA: '2026-12-02' }),
      makeCalendarProcess({ id: 2, datesDepartureDate: '2026-11-03', datesArrivalDate: '2026-11-30' }),
    ];
    expect(
      placed(processes, { ...ALL_OPERATIONAL_TYPES, ETD: false, CGD: false }, '2026-11-01', '2026-11-30'),
    ).toEqual(['2026-11-03 EMB 2']);
    expect(placed(processes, ALL_OPERATIONAL_TYPES, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-03 ETD 1',
      '2026-11-03 EMB 2',
      '2026-11-30 CGD 2',
    ]);
  });
});
