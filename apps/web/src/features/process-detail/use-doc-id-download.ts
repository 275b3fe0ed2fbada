import type { TProcessDocument } from '@pc/contract/document';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast-store.ts';
import { downloadProcessDocument } from './api/download-process-document.ts';

export const DOWNLOAD_NOT_FOUND = 'O arquivo não foi encontrado para download!';

/** Query parameter of e-mail links that open a process and download one of its documents. */
export const DOC_ID_DOWNLOAD_PARAM = 'docIdDownload';

export const useRequestedDocId = (): string | null => {
  const [searchParams] = useSearchParams();
  return searchParams.get(DOC_ID_DOWNLOAD_PARAM);
};

/**
 * Spec §2: with `docIdDownload` in the query, the document downloads once the list has loaded;
 * an id that is not in the list gives 'O arquivo não foi encontrado para download!'.
 */
export const useDocIdDownload = (
  processId: number,
  documents: readonly TProcessDocument[] | undefined,
): void => {
  const [, setSearchParams] = useSearchParams();
  const requestedId = useRequestedDocId();
  // Strict mode runs effects twice and the URL update is not synchronous: remember what was handled.
  const handledRef = useRef<string | null>(null);

  useEffect(() => {
    if (requestedId === null || documents === undefined) return;
    if (handledRef.current === requestedId) return;
    handledRef.current = requestedId;
    // Consumed: a reload or reopening must not download it again.
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(DOC_ID_DOWNLOAD_PARAM);
        return next;
      },
      { replace: true },
    );
    const document = documents.find((item) => String(item.id) === requestedId.trim());
    if (!document) {
      toast.error(DOWNLOAD_NOT_FOUND);
      return;
    }
    void downloadProcessDocument({
      processId,
      documentId: document.id,
      originalFilename: document.originalFilename,
    });
  }, [requestedId, documents, processId, setSearchParams]);
};
