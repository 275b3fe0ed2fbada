import type { TCustomerDocumentType } from '@pc/contract/customer-documents';
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMessageThreadsCall,
  getProcessMessagesCall,
  postMessagesReadCall,
  postProcessMessageCall,
  type TProcessMessages,
} from '@pc/contract/messages';
import { getProcessDocumentsCall } from '@pc/contract/process-calls';
import { refreshUnreadMessages } from '../../../hooks/use-unread-messages.ts';
import { pollWhileStreamDown } from '../../../hooks/use-unread-notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { sendCustomerDocument } from '../../../lib/customer-document.ts';

/**
 * While the Mensagens tab is open and the notification stream is down, the thread is read again every
 * 15 s; closed, never. While the stream is open, the broker's message arrives as news and refreshes it.
 */
export const MESSAGES_POLL_MS = 15_000;

/** Where a message's attachments are filed in the Documentos tab. */
export const ATTACHMENT_DOCUMENT_TYPE: TCustomerDocumentType = 'Outros';

const threadInput = (processId: number, before: number | null) => ({
  params: { id: String(processId) },
  query: before === null ? {} : { before: String(before) },
});

/**
 * The newest page of the thread, read again every 15 s while the stream is down: only the open
 * Mensagens tab mounts it (Radix unmounts a closed tab), so nothing polls otherwise.
 */
export const useProcessMessagesQuery = (processId: number) =>
  useQuery({
    ...callQueryOptions(getProcessMessagesCall, threadInput(processId, null)),
    select: selectData,
    refetchInterval: pollWhileStreamDown(MESSAGES_POLL_MS),
  });

/** An older page ("Mensagens anteriores"): the messages before the given id. */
export const fetchOlderMessages = async (processId: number, before: number): Promise<TProcessMessages> =>
  (await callApi(getProcessMessagesCall, threadInput(processId, before))).data;

/** Marks the thread read up to the newest message the caller saw; the counts ask again. */
export const useMarkMessagesReadMutation = (processId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) =>
      callApi(postMessagesReadCall, { params: { id: String(processId) }, body: { lastMessageId } }),
    onSuccess: () => refreshUnreadMessages(queryClient),
  });
};

export type TSendMessage = { text: string; files: readonly File[] };

/**
 * Posts a message: each file is sent first through the process's documents call (as a message's
 * attachment: the message itself tells the broker), then the text with their ids. A file already
 * sent by an attempt that then failed is not sent again when the customer tries once more. The
 * thread, the Documentos tab and the counts read the server again.
 */
export const useSendMessageMutation = (processId: number) => {
  const queryClient = useQueryClient();
  const sent = useRef(new Map<File, number>());
  return useMutation({
    mutationFn: async ({ text, files }: TSendMessage) => {
      const documentIds: number[] = [];
      // One after the other: the server judges each file; the first refused one stops the message.
      for (const file of files) {
        const known = sent.current.get(file);
        const id =
          known ??
          (
            await sendCustomerDocument({
              processId,
              documentTypeName: ATTACHMENT_DOCUMENT_TYPE,
              isMessageAttachment: true,
              file,
            })
          ).data.id;
        sent.current.set(file, id);
        documentIds.push(id);
      }
      const answer = await callApi(postProcessMessageCall, {
        params: { id: String(processId) },
        body: documentIds.length > 0 ? { text, documentIds } : { text },
      });
      sent.current.clear();
      return answer;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [getProcessMessagesCall.path] }),
        // Staff answering from Atendimento see the queue move.
        queryClient.invalidateQueries({ queryKey: [getMessageThreadsCall.path] }),
        // An attachment is a document of the process even when the message then failed.
        queryClient.invalidateQueries({ queryKey: [getProcessDocumentsCall.path] }),
      ]),
  });
};
