import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import {
  INGESTION_REQUEST_RETENTION_DAYS,
  INGESTION_REQUESTS_PAGE_SIZE_DEFAULT,
  type TAdminServiceClient,
  type TIngestionRejection,
  type TIngestionRequest,
} from '@pc/contract/admin-clients';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import sheet from '../../components/dialog/side-sheet.module.css';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useServiceClientRequestsQuery } from './api/admin-ingestion-requests.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './integrations-requests.module.css';

export const REQUESTS_TITLE = 'Requisições recentes';
export const EMPTY_REQUESTS_TEXT = 'Nenhuma requisição registrada.';
export const EMPTY_REJECTED_REQUESTS_TEXT = 'Nenhuma requisição com recusas.';
export const ONLY_REJECTED_LABEL = 'Somente com recusas';
const HEADERS = ['Data', 'Chamada', 'Status', 'Criados', 'Atualizados', 'Sem mudança', 'Recusados'] as const;

const formatCount = (value: number): string => value.toLocaleString('pt-BR');

/** 'Linha 3 · 72003: motivo', 'Linha 3: motivo' or '72003: motivo' (a single call has no line). */
export const rejectionText = (rejection: TIngestionRejection): string => {
  const where = [rejection.line === null ? null : `Linha ${rejection.line}`, rejection.key]
    .filter((part) => part !== null)
    .join(' · ');
  return where ? `${where}: ${rejection.reason}` : rejection.reason;
};

const RejectionsRow = ({ request, id }: { request: TIngestionRequest; id: string }) => (
  <tr id={id} className={styles.rejectionsRow}>
    <td colSpan={HEADERS.length}>
      <ul className={styles.rejections}>
        {request.rejections.map((rejection, index) => (
          <li key={`${rejection.line ?? 'call'}-${index}`}>{rejectionText(rejection)}</li>
        ))}
      </ul>
      {request.rejected > request.rejections.length && (
        <p className={styles.muted}>
          {`Mostrando as ${formatCount(request.rejections.length)} primeiras de ${formatCount(request.rejected)} recusas.`}
        </p>
      )}
    </td>
  </tr>
);

const RequestRow = ({ request }: { request: TIngestionRequest }) => {
  const [isOpen, setIsOpen] = useState(false);
  const rowsId = `ingestion-request-${request.id}-rejections`;
  const isRefused = request.status >= 400;
  return (
    <>
      <tr>
        <td className={styles.nowrap}>
          <time dateTime={request.at}>{formatInstant(request.at) ?? '—'}</time>
        </td>
        <td className={styles.call}>
          <span className={styles.method}>{request.method}</span> {request.path}
        </td>
        <td>
          <span className={isRefused ? styles.statusRefused : undefined}>{request.status}</span>
        </td>
        <td className={styles.number}>{formatCount(request.created)}</td>
        <td className={styles.number}>{formatCount(request.updated)}</td>
        <td className={styles.number}>{formatCount(request.unchanged)}</td>
        <td className={styles.number}>
          {request.rejected === 0 ? (
            '0'
          ) : (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={isOpen}
              aria-controls={isOpen ? rowsId : undefined}
              onClick={() => setIsOpen((current) => !current)}
            >
              {formatCount(request.rejected)} <span>{isOpen ? 'ocultar motivos' : 'ver motivos'}</span>
            </button>
          )}
        </td>
      </tr>
      {isOpen && <RejectionsRow request={request} id={rowsId} />}
    </>
  );
};

type TSheetProps = { client: TAdminServiceClient | null; onClose: () => void };

const RequestsTable = ({ client }: { client: TAdminServiceClient }) => {
  const [page, setPage] = useState(1);
  const [isOnlyRejected, setIsOnlyRejected] = useState(false);
  const size = INGESTION_REQUESTS_PAGE_SIZE_DEFAULT;
  const requests = useServiceClientRequestsQuery(client.id, {
    page: String(page),
    size: String(size),
    ...(isOnlyRejected ? { onlyRejected: 'true' } : {}),
  });
  const list = requests.data?.data ?? [];
  const total = requests.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} aria-live="polite">
          <strong>{`${formatCount(total)}${requests.data?.isTotalCapped ? '+' : ''}`}</strong>{' '}
          {total === 1 ? 'requisição' : 'requisições'}
        </p>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={isOnlyRejected}
            onChange={(event) => {
              setIsOnlyRejected(event.target.checked);
              setPage(1);
            }}
          />
          {ONLY_REJECTED_LABEL}
        </label>
      </div>
      {requests.isError && !requests.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(requests.error, 'Não foi possível carregar as requisições.')}
        </p>
      ) : (
        <PlainTable
          label={`${REQUESTS_TITLE} de ${client.name}`}
          headers={HEADERS}
          isBusy={requests.isFetching}
        >
          {list.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
          {list.length === 0 && (
            <tr>
              <td colSpan={HEADERS.length} className={styles.empty}>
                {requests.isPending
                  ? 'Carregando…'
                  : isOnlyRejected
                    ? EMPTY_REJECTED_REQUESTS_TEXT
                    : EMPTY_REQUESTS_TEXT}
              </td>
            </tr>
          )}
        </PlainTable>
      )}
      <Pager page={page} pageCount={pageCount} label="Páginas das requisições" onPage={setPage} />
    </>
  );
};

/** Back-office Integrações: a client's recent ingestion requests, each refused line with its reason. */
export const IntegrationsRequestsSheet = ({ client, onClose }: TSheetProps) => (
  <Dialog.Root open={client !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${sheet.sheet} ${styles.sheet}`} aria-describedby="ingestion-requests-hint">
        <header className={sheet.head}>
          <Dialog.Title className={dialog.title}>
            {REQUESTS_TITLE}
            {client ? ` — ${client.name}` : ''}
          </Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${sheet.close}`} aria-label="Fechar">
            <CloseIcon />
          </Dialog.Close>
        </header>
        <p id="ingestion-requests-hint" className={sheet.hint}>
          {`Cada chamada da API de ingestão (exceto o token), a mais recente primeiro; guardadas por ${INGESTION_REQUEST_RETENTION_DAYS} dias.`}
        </p>
        {client && <RequestsTable key={client.id} client={client} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
