import { describe, expect, it } from 'vitest';
import { containerCheckDigit, seedContainerNumbers } from './container-numbers.ts';

describe('container numbers', () => {
  it('computes the ISO 6346 check digit of real containers', () => {
    // The standard's own example, CSQU 305438 3.
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    // By hand: M24·1 + S30·2 + C13·4 + U32·8 + 1·16 + 2·32 + 3·64 + 4·128 + 5·256 + 6·512 = 5528; 5528 mod 11 = 6.
    expect(containerCheckDigit('MSCU123456')).toBe(6);
  });

  it('gives a sailed full-container shipment 1 to 3 valid containers under its shipowner, and nothing else', () => {
    const containers = seedContainerNumbers({
      processId: 812,
      billOfLading: 'MEDUAB123456',
      isFullContainer: true,
    });
    expect(containers.length).toBe(1 + (812 % 3));
    for (const container of containers) {
      expect(container).toMatch(/^MEDU\d{7}$/);
      expect(Number(container.at(-1))).toBe(containerCheckDigit(container.slice(0, 10)));
    }
    expect(seedContainerNumbers({ processId: 812, billOfLading: null, isFullContainer: true })).toEqual([]);
    expect(
      seedContainerNumbers({ processId: 812, billOfLading: 'MEDUAB123456', isFullContainer: false }),
    ).toEqual([]);
  });
});
