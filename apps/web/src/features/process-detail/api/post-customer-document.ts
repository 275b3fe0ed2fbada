import { getProcessDocumentsCall } from '@pc/contract/process-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendCustomerDocument } from '../../../lib/customer-document.ts';

/** "Enviar documento": the document joins the Documentos tab, so its list is read again. */
export const useSendCustomerDocumentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCustomerDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getProcessDocumentsCall.path] }),
  });
};
