import type { TProcessDocument } from '@pc/contract/document';
import { useState } from 'react';
import { formatDateTime, orNI } from '../../lib/format.ts';
import { CustomerDocumentDialog } from './customer-document-dialog.tsx';
import customer from './customer-document.module.css';
import styles from './lists.module.css';
import { DocumentIcon, documentKindOf, DownloadIcon } from './process-icons.tsx';
import { downloadProcessDocument } from './api/download-process-document.ts';
import sections from './sections.module.css';
import { matchesSearch } from './text-search.ts';

// Documents carried over from the legacy system keep their original sent date and author.
const sentAt = (document: TProcessDocument) => document.legacyCreated ?? document.created;
const sentBy = (document: TProcessDocument) => document.legacyCreatedBy ?? document.createdBy;

/** The marker of a document the customer sent through "Enviar documento". */
export const SENT_BY_CUSTOMER_LABEL = 'Enviado pelo cliente';

type TDocumentsTabProps = {
  processId: number;
  documents: readonly TProcessDocument[] | undefined;
  isLoading: boolean;
};

/** Tab 4 'Documentos': search, 'Enviar documento' and the list with 'BAIXAR DOCUMENTO'. */
export const DocumentsTab = ({ processId, documents, isLoading }: TDocumentsTabProps) => {
  const [search, setSearch] = useState('');
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const all = documents ?? [];
  const visible = all.filter((document) =>
    matchesSearch(search, [
      document.documentTypeName,
      document.originalFilename,
      document.note,
      formatDateTime(sentAt(document)),
      sentBy(document),
    ]),
  );

  const download = async (document: TProcessDocument) => {
    setDownloadingId(document.id);
    await downloadProcessDocument({
      processId,
      documentId: document.id,
      originalFilename: document.originalFilename,
    });
    setDownloadingId(null);
  };

  const emptyText =
    all.length === 0 ? 'Nenhum documento foi cadastrado para este processo.' : 'Nenhum resultado encontrado.';

  return (
    <section className={sections.card} aria-label="Documentos">
      <div className={sections.toolbar}>
        <h3 className={sections.sectionTitle}>Documentos</h3>
        <div className={customer.tools}>
          <input
            type="search"
            className={sections.search}
            placeholder="Pesquisar documentos"
            aria-label="Pesquisar documentos"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <CustomerDocumentDialog processId={processId} />
        </div>
      </div>
      {visible.length === 0 ? (
        <p className={sections.empty}>{isLoading ? 'Carregando…' : emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((document) => {
            const kind = documentKindOf(document.originalFilename);
            return (
              <li key={document.id} className={styles.row} data-testid="process-document">
                <span
                  className={`${styles.icon} ${kind === 'pdf' ? styles.pdf : ''} ${kind === 'xlsx' ? styles.xlsx : ''}`}
                  data-kind={kind}
                >
                  <DocumentIcon kind={kind} size={22} />
                </span>
                <span className={styles.info}>
                  <span className={styles.title}>{orNI(document.documentTypeName)}</span>
                  <span className={styles.subtitle}>{document.originalFilename}</span>
                  <span className={styles.meta}>
                    Enviado em {orNI(formatDateTime(sentAt(document)))} por {orNI(sentBy(document))}
                  </span>
                  {document.isSentByCustomer && (
                    <span className={customer.sentByCustomer}>{SENT_BY_CUSTOMER_LABEL}</span>
                  )}
                  {document.note && <span className={customer.note}>{`Observação: ${document.note}`}</span>}
                </span>
                <button
                  type="button"
                  className={sections.actionButton}
                  disabled={downloadingId === document.id}
                  aria-label={`BAIXAR DOCUMENTO ${document.originalFilename}`}
                  onClick={() => void download(document)}
                >
                  <DownloadIcon size={16} />
                  BAIXAR DOCUMENTO
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
