import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandingLogoUrl,
  deleteAdminBrandingLogoCall,
  getAdminBrandingCall,
  putAdminBrandingCall,
  primaryColorTokens,
  putAdminBrandingLogoCall,
  type TAdminBranding,
  type TAdminBrandingResponse,
  type TBrandingBody,
  type TPublicBranding,
} from '@pc/contract/branding';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { config } from '../../../lib/config.ts';
import { setPortalBranding } from '../../../lib/portal-branding.ts';
import { storage } from '../../../lib/storage.ts';

/** GET /api/admin/branding: what is saved (null = default) and the defaults. */
export const useBrandingQuery = () => useQuery(callQueryOptions(getAdminBrandingCall));

/** The identity in effect, as the shell shows it. */
export const toPublicBranding = (branding: TAdminBranding): TPublicBranding => ({
  portalName: branding.portalName ?? branding.defaults.portalName,
  primaryColor: branding.primaryColor ?? branding.defaults.primaryColor,
  logoUrl: branding.logo ? brandingLogoUrl(branding.version) : null,
  supportEmail: branding.supportEmail,
  supportPhone: branding.supportPhone,
});

/**
 * After a save the shell shows the new identity at once, without a reload. The colour's custom
 * properties go on <html> through the CSSOM, which the CSP's style-src does not govern.
 */
const applyPortalBranding = (branding: TPublicBranding): void => {
  setPortalBranding(branding);
  for (const [property, value] of Object.entries(primaryColorTokens(branding.primaryColor))) {
    document.documentElement.style.setProperty(property, value);
  }
};

/** Every answer is the whole identity: it replaces the cache, and the shell takes it at once. */
const useApplyBranding = () => {
  const queryClient = useQueryClient();
  return ({ data }: TAdminBrandingResponse) => {
    queryClient.setQueryData(callQueryOptions(getAdminBrandingCall).queryKey, { data });
    applyPortalBranding(toPublicBranding(data));
  };
};

/** PUT /api/admin/branding (admins only). */
export const useSaveBrandingMutation = () =>
  useMutation({
    mutationFn: (body: TBrandingBody) => callApi(putAdminBrandingCall, { body }),
    onSuccess: useApplyBranding(),
  });

/** The logo as multipart (the contract's other calls are JSON; this one is a form upload). */
const uploadLogo = async (file: File): Promise<TAdminBrandingResponse> => {
  const form = new FormData();
  form.append('file', file);
  const accessToken = storage.getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}${putAdminBrandingLogoCall.path}`, {
      method: putAdminBrandingLogoCall.method,
      headers: accessToken ? { Authorization: accessToken } : {},
      body: form,
    });
  } catch {
    throw new ApiError(0, undefined, 'Não foi possível conectar ao servidor.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as TAdminBrandingResponse;
};

/** PUT /api/admin/branding/logo (admins only). */
export const useUploadLogoMutation = () =>
  useMutation({ mutationFn: uploadLogo, onSuccess: useApplyBranding() });

/** DELETE /api/admin/branding/logo (admins only). */
export const useRemoveLogoMutation = () =>
  useMutation({ mutationFn: () => callApi(deleteAdminBrandingLogoCall), onSuccess: useApplyBranding() });
