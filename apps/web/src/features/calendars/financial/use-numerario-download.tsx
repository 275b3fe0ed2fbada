import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TCashRequestDocument, TDocumentLog } from '@pc/contract/document';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import {
  DOWNLOAD_ERROR,
  saveProcessDocument,
  type TDocumentDownloadTarget,
} from '../../../lib/process-document-download.ts';
import { invalidateCashCalendars } from '../api/get-cash-calendar.ts';
import type { TCashEntry } from './cash-entries.ts';

export const REDOWNLOAD_TITLE = 'Este numerário já foi baixado anteriormente!';

/** Names the user and the date-time of the last download (spec §5). */
export const redownloadMessage = (log: Pick<TDocumentLog, 'createdBy' | 'created'>): string =>
  `O último download foi feito por ${log.createdBy} em ${formatDateTime(log.created)}.`;

/** The latest log by date (the answer's order is not relied upon). */
export const lastLogOf = (logs: readonly TDocumentLog[]): TDocumentLog | undefined =>
  logs.reduce<TDocumentLog | undefined>(
    (latest, log) => (latest === undefined || log.created >= latest.created ? log : latest),
    undefined,
  );

type TPending = { target: TDocumentDownloadTarget; lastLog: TDocumentLog };

/**
 * 'Baixar numerário': downloads the last cash-request document. One with earlier downloads asks
 * first ('Baixar mesmo assim' / 'Cancelar'). A download appends a log locally (the button shows
 * as downloaded at once) and reloads the calendar, which then carries the server's log.
 */
export const useNumerarioDownload = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [localLogs, setLocalLogs] = useState<ReadonlyMap<number, TDocumentLog>>(new Map());
  const [pending, setPending] = useState<TPending | null>(null);

  const logsOf = (document: TCashRequestDocument): TDocumentLog[] => {
    const local = localLogs.get(document.document.id);
    return local ? [...document.logs, local] : document.logs;
  };

  const lastDocument = (entry: TCashEntry): TCashRequestDocument | undefined => entry.documents.at(-1);

  const run = async (target: TDocumentDownloadTarget) => {
    try {
      await saveProcessDocument(target);
    } catch {
      toast.error(DOWNLOAD_ERROR);
      return;
    }
    const log: TDocumentLog = {
      entityName: 'Documento',
      createdBy: user?.name ?? '',
      type: 'DOWNLOAD',
      created: new Date().toISOString(),
    };
    setLocalLogs((current) => new Map(current).set(target.documentId, log));
    // The financial calendars carry the documents' logs: reload them (the operational one has none).
    invalidateCashCalendars(queryClient);
  };

  const requestDownload = (entry: TCashEntry) => {
    const document = lastDocument(entry);
    if (!document) return;
    const target = {
      processId: entry.processId,
      documentId: document.document.id,
      originalFilename: document.document.originalFilename,
    };
    const lastLog = lastLogOf(logsOf(document));
    if (lastLog) setPending({ target, lastLog });
    else void run(target);
  };

  const isDownloaded = (entry: TCashEntry): boolean => {
    const document = lastDocument(entry);
    return document !== undefined && logsOf(document).length > 0;
  };

  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      title={REDOWNLOAD_TITLE}
      message={pending ? redownloadMessage(pending.lastLog) : ''}
      confirmLabel="Baixar mesmo assim"
      cancelLabel="Cancelar"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) void run(pending.target);
        setPending(null);
      }}
    />
  );

  return { requestDownload, isDownloaded, dialog };
};
