import { describe, expect, it } from 'vitest';
import { firstPageQuery } from '../../lib/process-source.ts';
import { toReportQuery } from './process-table.tsx';
import { toProcessColumns } from './process-columns.tsx';

const BASE = { concluido: 'false', stepsIds: '8' } as const;
const COLUMNS = toProcessColumns(['reference', 'step', 'datesETA']);

describe('the report query of a table page', () => {
  it('asks for the page, its size and the shown sort', () => {
    expect(
      toReportQuery(
        BASE,
        { page: 3, size: 50, sort: { id: 'datesETA', isDescending: true }, text: '' },
        COLUMNS,
      ),
    ).toEqual({ ...BASE, page: '3', size: '50', sort: 'datesETA', desc: 'true' });
  });

  it('drops the sort of a hidden column and searches only the shown columns', () => {
    expect(
      toReportQuery(
        BASE,
        { page: 1, size: 15, sort: { id: 'cifValue', isDescending: false }, text: 'ltd' },
        COLUMNS,
      ),
    ).toEqual({ ...BASE, page: '1', size: '15', text: 'ltd', textColumns: 'reference,step,datesETA' });
  });

  it('the first page GERAR loads is the table’s first query (so its answer is reused)', () => {
    const first = toReportQuery(
      BASE,
      { page: 1, size: 15, sort: { id: 'step', isDescending: false }, text: '' },
      COLUMNS,
    );
    expect(JSON.stringify(first)).toBe(JSON.stringify(firstPageQuery(BASE)));
  });
});
