import { describe, expect, it } from 'vitest';
import { routes } from '../../lib/routes.ts';
import { ADMIN_SECTION_GROUPS, findAdminSection } from './admin-sections.ts';

/** Every screen under /admin in the route table (a new one must join a group). */
const ADMIN_ROUTES = Object.values(routes).filter((route) => route.path.startsWith(`${routes.Admin.path}/`));

describe('the back-office sections', () => {
  it('puts every back-office screen in exactly one group, at its own address', () => {
    const listed = ADMIN_SECTION_GROUPS.flatMap((group) => group.sections.map((item) => item.to));
    expect([...listed].sort()).toEqual(ADMIN_ROUTES.map((route) => route.path).sort());
    for (const group of ADMIN_SECTION_GROUPS) expect(group.sections.length).toBeGreaterThan(0);
  });

  it('finds the section of an address and of a page under it, and none elsewhere', () => {
    expect(findAdminSection('/admin/auditoria')?.label).toBe('Auditoria');
    expect(findAdminSection('/admin/importar-planilha/12')?.label).toBe('Importar planilha');
    expect(findAdminSection('/admin')).toBeUndefined();
    expect(findAdminSection('/admin/auditoria-velha')).toBeUndefined();
  });
});
