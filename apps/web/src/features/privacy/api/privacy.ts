import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminPrivacyIncidentsCall,
  getAdminPrivacyIncidentsExportCall,
  getAdminPrivacyRequestsCall,
  getMyDataExportCall,
  getMyPrivacyRequestsCall,
  getPrivacyNoticeCall,
  MY_DATA_EXPORT_FILE_NAME,
  postAdminPrivacyDecisionCall,
  postAdminPrivacyIncidentCall,
  postPrivacyRequestCall,
  putAdminPrivacyIncidentCall,
  type TPostPrivacyRequestBody,
  type TPrivacyDecisionBody,
  type TPrivacyIncidentBody,
} from '@pc/contract/privacy';
import { callApi, downloadFile } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** GET /api/public/privacy-notice: the controller, the DPO and the retention, before sign-in. */
export const usePrivacyNoticeQuery = () => useQuery(callQueryOptions(getPrivacyNoticeCall));

/** GET /api/privacy/requests: the caller's own requests and their status. */
export const useMyPrivacyRequestsQuery = () => useQuery(callQueryOptions(getMyPrivacyRequestsCall));

/** POST /api/privacy/requests; the list reads again. */
export const useCreatePrivacyRequestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostPrivacyRequestBody) => callApi(postPrivacyRequestCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getMyPrivacyRequestsCall.path] }),
  });
};

/** GET /api/privacy/my-data, saved as meus-dados.json (indented, for a person to read). */
export const useDownloadMyDataMutation = () =>
  useMutation({
    mutationFn: async () => {
      const { data } = await callApi(getMyDataExportCall);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveBlob(blob, MY_DATA_EXPORT_FILE_NAME);
    },
  });

/** GET /api/admin/privacy/requests. */
export const useAdminPrivacyRequestsQuery = () => useQuery(callQueryOptions(getAdminPrivacyRequestsCall));

/** POST …/{id}/decision: approve or deny with a reason; the list reads again. */
export const useDecidePrivacyRequestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPrivacyDecisionBody }) =>
      callApi(postAdminPrivacyDecisionCall, { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getAdminPrivacyRequestsCall.path] }),
  });
};

/** GET /api/admin/privacy/incidents. */
export const usePrivacyIncidentsQuery = () => useQuery(callQueryOptions(getAdminPrivacyIncidentsCall));

/** POST (new) or PUT (an existing id) of an incident; the list reads again. */
export const useSaveIncidentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPrivacyIncidentBody }) =>
      id === null
        ? callApi(postAdminPrivacyIncidentCall, { body })
        : callApi(putAdminPrivacyIncidentCall, { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getAdminPrivacyIncidentsCall.path] }),
  });
};

/** GET …/incidents/export: incidentes.xlsx. */
export const useIncidentsExportMutation = () =>
  useMutation({
    mutationFn: async () => {
      const { blob, filename } = await downloadFile(getAdminPrivacyIncidentsExportCall);
      saveBlob(blob, filename ?? getAdminPrivacyIncidentsExportCall.fileName);
    },
  });
