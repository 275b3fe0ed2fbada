import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_COMPANIES_PAGE_SIZE_MAX,
  getAdminCompaniesCall,
  putAdminCompanyEntitlementsCall,
  type TAdminCompaniesQuery,
  type TAdminCompaniesResponse,
  type TAdminCompany,
} from '@pc/contract/admin-companies';
import type { TCompanyEntitlements } from '@pc/contract/entitlements';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/companies: one page; the previous page stays on screen while the next loads. */
export const useAdminCompaniesQuery = (query: TAdminCompaniesQuery) =>
  useQuery({ ...callQueryOptions(getAdminCompaniesCall, { query }), placeholderData: keepPreviousData });

/**
 * The companies to choose from (the audit's filter, a new client's companies): the first page of
 * the companies by name, at the largest page size the list allows; one cache for both screens.
 */
export const useCompanyOptionsQuery = (isEnabled = true) =>
  useQuery({
    ...callQueryOptions(getAdminCompaniesCall, {
      query: { page: '1', size: String(ADMIN_COMPANIES_PAGE_SIZE_MAX) },
    }),
    enabled: isEnabled,
  });

const withCompany = (page: TAdminCompaniesResponse | undefined, company: TAdminCompany) =>
  page && {
    ...page,
    data: page.data.map((row) => (row.id === company.id ? company : row)),
  };

export type TEntitlementsChange = { company: TAdminCompany; entitlements: TCompanyEntitlements };

/**
 * PUT /api/admin/companies/{id}/entitlements (admins only). The answer replaces the company in
 * every cached page, so the switches show what the server now holds.
 */
export const useCompanyEntitlementsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, entitlements }: TEntitlementsChange) =>
      callApi(putAdminCompanyEntitlementsCall, { params: { id: String(company.id) }, body: entitlements }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<TAdminCompaniesResponse>(
        { queryKey: [getAdminCompaniesCall.path] },
        (page) => withCompany(page, data),
      );
    },
  });
};
