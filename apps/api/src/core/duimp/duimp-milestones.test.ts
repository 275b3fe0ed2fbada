import { describe, expect, it } from 'vitest';
import { averageLpcoWaits, readDuimpMilestones, type TMilestoneDocument } from './duimp-milestones.ts';

const lpco = (agency: string, status: string, requestedOn: string | null, decidedOn: string | null) => ({
  number: `I${agency}`,
  agency,
  status,
  requestedOn,
  decidedOn,
  validUntil: null,
});

const document = (fields: Partial<TMilestoneDocument>): TMilestoneDocument => ({
  registeredOn: '2026-11-20',
  channelAssignedOn: '2026-11-23',
  lpcos: [],
  ...fields,
});

describe('readDuimpMilestones', () => {
  it('measures registration → channel in calendar days, across a month', () => {
    expect(readDuimpMilestones({ document: document({}) }).registryToChannelDays).toBe(3);
    expect(
      readDuimpMilestones({
        document: document({ registeredOn: '2026-10-30', channelAssignedOn: '2026-11-02' }),
      }).registryToChannelDays,
    ).toBe(3);
    expect(
      readDuimpMilestones({ document: document({ channelAssignedOn: '2026-11-20' }) }).registryToChannelDays,
    ).toBe(0);
  });

  it('has no sample without both days, with them out of order, or for a version stored before the field', () => {
    expect(
      readDuimpMilestones({ document: document({ channelAssignedOn: null }) }).registryToChannelDays,
    ).toBeNull();
    expect(
      readDuimpMilestones({ document: document({ registeredOn: null }) }).registryToChannelDays,
    ).toBeNull();
    expect(
      readDuimpMilestones({ document: document({ channelAssignedOn: '2026-11-19' }) }).registryToChannelDays,
    ).toBeNull();
    const { channelAssignedOn: _absent, ...older } = document({});
    expect(readDuimpMilestones({ document: older }).registryToChannelDays).toBeNull();
  });

  it('takes each granted LPCO with both days in order, by its agency as sent', () => {
    const { lpcoWaits } = readDuimpMilestones({
      document: document({
        lpcos: [
          lpco('MAPA', 'DEFERIDO', '2026-11-01', '2026-11-07'),
          lpco('ORGAO_NOVO', 'DEFERIDO', '2026-11-01', '2026-11-02'),
          lpco('ANVISA', 'INDEFERIDO', '2026-11-01', '2026-11-09'),
          lpco('INMETRO', 'EM_EXIGENCIA', '2026-11-01', null),
          lpco('IBAMA', 'DEFERIDO', null, '2026-11-09'),
          lpco('MAPA', 'DEFERIDO', '2026-11-09', '2026-11-08'),
        ],
      }),
    });
    expect(lpcoWaits).toEqual([
      { agency: 'MAPA', days: 6 },
      { agency: 'ORGAO_NOVO', days: 1 },
    ]);
  });
});

describe('averageLpcoWaits', () => {
  it('averages per agency to one decimal, the agencies in pt-BR order', () => {
    expect(
      averageLpcoWaits({
        waits: [
          { agency: 'MAPA', days: 2 },
          { agency: 'ANVISA', days: 10 },
          { agency: 'MAPA', days: 3 },
          { agency: 'MAPA', days: 3 },
        ],
      }),
    ).toEqual([
      { agency: 'ANVISA', averageOfDays: 10, lpcos: 1 },
      { agency: 'MAPA', averageOfDays: 2.7, lpcos: 3 },
    ]);
    expect(averageLpcoWaits({ waits: [] })).toEqual([]);
  });
});
