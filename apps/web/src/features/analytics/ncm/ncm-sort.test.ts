import type { TBiNcmGoodsRow } from '@pc/contract/bi';
import { describe, expect, it } from 'vitest';
import { nextSort, sortNcmRows } from './ncm-sort.ts';

const row = (id: number, name: string | null, ncm: string | null, vmld: number): TBiNcmGoodsRow => ({
  id,
  nome_adquirente: name,
  codigo_ncm: ncm,
  vmld,
  vmle: 0,
  frete: 0,
  ii: 0,
  ipi: 0,
  pis: 0,
  cofins: 0,
  antidumping: 0,
  siscomex: 0,
});

const ROWS = [
  row(1, 'beta importadora', '85171231', 900),
  row(2, 'Alfa Comércio', '84713012', 10_000),
  row(3, 'ALFA comércio', null, 50),
  row(4, 'Gama', '39269090', 1200.5),
];

describe('NCM table sort (spec part 2 §4)', () => {
  it('first click ascending, same column again flips, another column starts ascending', () => {
    const first = nextSort(null, 'vmld');
    expect(first).toEqual({ column: 'vmld', direction: 1 });
    const second = nextSort(first, 'vmld');
    expect(second).toEqual({ column: 'vmld', direction: -1 });
    expect(nextSort(second, 'vmld')).toEqual({ column: 'vmld', direction: 1 });
    expect(nextSort(second, 'ii')).toEqual({ column: 'ii', direction: 1 });
  });

  it('sorts money columns numerically, not as text', () => {
    const ids = (sort: Parameters<typeof sortNcmRows>[1]) => sortNcmRows(ROWS, sort).map((item) => item.id);
    expect(ids({ column: 'vmld', direction: 1 })).toEqual([3, 1, 4, 2]);
    expect(ids({ column: 'vmld', direction: -1 })).toEqual([2, 4, 1, 3]);
  });

  it('sorts the company as case-insensitive text (equal names keep their order)', () => {
    const ids = sortNcmRows(ROWS, { column: 'nome_adquirente', direction: 1 }).map((item) => item.id);
    expect(ids).toEqual([2, 3, 1, 4]);
    expect(sortNcmRows(ROWS, { column: 'nome_adquirente', direction: -1 }).map((item) => item.id)).toEqual([
      4, 1, 2, 3,
    ]);
  });

  it('sorts NCM codes as numbers, missing ones first ascending', () => {
    expect(sortNcmRows(ROWS, { column: 'codigo_ncm', direction: 1 }).map((item) => item.id)).toEqual([
      3, 4, 2, 1,
    ]);
  });

  it('without a sort keeps the server order and copies the rows', () => {
    const sorted = sortNcmRows(ROWS, null);
    expect(sorted).toEqual(ROWS);
    expect(sorted).not.toBe(ROWS);
  });
});
