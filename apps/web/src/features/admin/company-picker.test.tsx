import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminCompaniesResponse } from '@pc/contract/admin-companies';
import { storage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { COMPANY_PICKER_EMPTY, CompanyPicker, type TPickedCompany } from './company-picker.tsx';

const page = (names: Record<number, string>): TAdminCompaniesResponse => ({
  data: Object.entries(names).map(([id, name]) => ({
    id: Number(id),
    name,
    federalID: id.padStart(14, '0'),
    isCustomer: true,
    isCustomBroker: false,
    userCount: 0,
    processCount: 0,
    lastDataAt: null,
    entitlements: entitlementsWith(),
  })),
  page: 1,
  size: 10,
  total: Object.keys(names).length,
});

/** The server's search: a company far beyond the first page is found by what is typed. */
const companiesServer = () =>
  mockFetch((url) => {
    if (!url.includes('/api/admin/companies')) return undefined;
    const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
    if (search === 'zeta') return jsonResponse(page({ 4242: 'ZETA LOGÍSTICA LTDA' }));
    if (search === 'nada') return jsonResponse(page({}));
    return jsonResponse(page({ 3: 'HÉRCULES MÁQUINAS LTDA', 7: 'AURORA TÊXTIL LTDA' }));
  });

const renderPicker = (onPick: (company: TPickedCompany) => void, excludeIds: number[] = []) =>
  renderRoutes(
    [{ path: '/', element: <CompanyPicker label="Empresa" excludeIds={excludeIds} onPick={onPick} /> }],
    '/',
  );

describe('CompanyPicker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clearSession();
  });

  it('asks the server for what is typed and picks with the keyboard', async () => {
    storage.setAccessToken('abc');
    const fetchMock = companiesServer();
    const onPick = vi.fn();
    renderPicker(onPick);
    const input = screen.getByRole('combobox', { name: 'Empresa' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zeta' } });
    expect(await screen.findByRole('option', { name: /ZETA LOGÍSTICA LTDA/ })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=zeta'))).toBe(true);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith({ id: 4242, name: 'ZETA LOGÍSTICA LTDA' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('leaves out the companies already chosen and says when nothing is found', async () => {
    storage.setAccessToken('abc');
    companiesServer();
    renderPicker(vi.fn(), [3]);
    const input = screen.getByRole('combobox', { name: 'Empresa' });
    fireEvent.focus(input);
    expect(await screen.findByRole('option', { name: /AURORA TÊXTIL LTDA/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /HÉRCULES/ })).toBeNull();
    fireEvent.change(input, { target: { value: 'nada' } });
    await waitFor(() => expect(screen.getByText(COMPANY_PICKER_EMPTY)).toBeTruthy());
  });
});
