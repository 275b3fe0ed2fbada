import { describe, expect, it } from 'vitest';
import { planE2eLanes } from './e2e-lanes.ts';

describe('the e2e specs in lanes', () => {
  it('puts the heaviest spec alone against the others, each lane in name order', () => {
    const lanes = planE2eLanes({
      files: ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'],
      weights: { 'a.spec.ts': 10, 'b.spec.ts': 200, 'c.spec.ts': 60, 'd.spec.ts': 50 },
      lanes: 2,
    });
    expect(lanes).toEqual([['b.spec.ts'], ['a.spec.ts', 'c.spec.ts', 'd.spec.ts']]);
  });

  it('weighs a spec not yet measured as the median, and runs every spec once', () => {
    const files = ['new.spec.ts', 'x.spec.ts', 'y.spec.ts', 'z.spec.ts'];
    const lanes = planE2eLanes({
      files,
      weights: { 'x.spec.ts': 30, 'y.spec.ts': 20, 'z.spec.ts': 10, 'gone.spec.ts': 99 },
      lanes: 2,
    });
    expect(lanes.flat().toSorted()).toEqual(files);
    // new weighs 30, the median of the known weights: new (30) and y (20) against x (30) and z (10).
    expect(lanes).toEqual([
      ['new.spec.ts', 'y.spec.ts'],
      ['x.spec.ts', 'z.spec.ts'],
    ]);
  });

  it('leaves out an empty lane', () => {
    expect(planE2eLanes({ files: ['a.spec.ts'], weights: {}, lanes: 2 })).toEqual([['a.spec.ts']]);
  });
});
