import { describe, expect, it } from 'vitest';
import { assignFamilies, staticClosure } from './chunk-groups.ts';

const src = (file: string): string => `/repo/apps/web/src/${file}`;

// Two lists, a calendar, the back-office and the map, sharing a table, a date helper and the
// projection: the shape of the real graph, small.
const imports: Record<string, string[]> = {
  [src('features/processes/processes-page.tsx')]: [src('components/table.tsx')],
  [src('features/report/report-page.tsx')]: [src('components/table.tsx'), src('lib/dates.ts')],
  [src('features/calendars/financial-calendar-page.tsx')]: [src('lib/dates.ts'), src('components/grid.tsx')],
  [src('features/calendars/operational-calendar-page.tsx')]: [src('components/grid.tsx')],
  [src('features/admin/users-page.tsx')]: [src('components/table.tsx'), src('contract/admin-users.ts')],
  [src('features/admin/companies-page.tsx')]: [src('contract/admin-users.ts'), src('components/grid.tsx')],
  [src('features/analytics/map/map-canvas.tsx')]: ['/repo/node_modules/d3-geo/index.js'],
  [src('features/analytics/map/world-geometry.ts')]: ['/repo/node_modules/d3-geo/index.js'],
  [src('components/table.tsx')]: [src('app/shell-helper.ts')],
};
const graph = { importedIdsOf: (id: string) => imports[id] ?? [] };
const lazyRoots = Object.keys(imports).filter((id) => /page\.tsx$|map\//.test(id));

describe('staticClosure', () => {
  it('follows static imports from the roots and stops at the modules left out', () => {
    const closure = staticClosure(
      graph,
      [src('features/report/report-page.tsx')],
      new Set([src('app/shell-helper.ts')]),
    );
    expect([...closure].sort()).toEqual(
      [src('components/table.tsx'), src('features/report/report-page.tsx'), src('lib/dates.ts')].sort(),
    );
  });
});

describe('assignFamilies', () => {
  const families = assignFamilies({ graph, lazyRoots, except: new Set([src('app/shell-helper.ts')]) });

  it('puts what the lists import in the lists’ chunk, even when the back-office imports it too', () => {
    expect(families.get(src('components/table.tsx'))).toBe('shared-lists');
    expect(families.get(src('lib/dates.ts'))).toBe('shared-lists');
  });

  it('gives the calendars a chunk of their own for what the lists do not import', () => {
    expect(families.get(src('components/grid.tsx'))).toBe('shared-calendars');
  });

  it('keeps the projection in the map’s chunk, apart from every screen’s', () => {
    expect(families.get('/repo/node_modules/d3-geo/index.js')).toBe('shared-map');
  });

  it('leaves the back-office’s own code and what is left out to no family (the last chunk)', () => {
    expect(families.has(src('contract/admin-users.ts'))).toBe(false);
    expect(families.has(src('app/shell-helper.ts'))).toBe(false);
  });
});
