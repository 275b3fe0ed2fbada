import {
  FORWARDER_ATTACHMENT_REFUSED,
  MAX_FORWARDER_ATTACHMENTS,
  type TForwarderQuotePage,
} from '@pc/contract/forwarder-quote';
import { useId, useRef } from 'react';
import { useUploadAttachmentMutation } from './api/post-forwarder-quote-attachment.ts';
import { useForwarderTexts } from './i18n/use-forwarder-texts.ts';
import styles from './forwarder-quote-page.module.css';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx';

/** The quotation's attachments: the list, and a file picker while the quotation can change. */
export const ForwarderAttachments = ({ token, page }: { token: string; page: TForwarderQuotePage }) => {
  const { t, message, serverMessage } = useForwarderTexts();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachmentMutation(token, () => {
    if (input.current) input.current.value = '';
  });
  const canAttach = page.isOpen && page.quote !== null && page.attachments.length < MAX_FORWARDER_ATTACHMENTS;

  return (
    <section className={styles.attachments} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.sectionTitle}>
        {t('attachments.title')}
      </h2>
      {page.attachments.length === 0 ? (
        <p className={styles.subtitle}>{page.quote ? t('attachments.none') : t('attachments.sendFirst')}</p>
      ) : (
        <ul className={styles.fileList}>
          {page.attachments.map((attachment) => (
            <li key={attachment.id}>{attachment.originalFilename}</li>
          ))}
        </ul>
      )}
      {canAttach && (
        <div className={styles.containerRow}>
          <label className={styles.inline} htmlFor={inputId}>
            <span>{t('attachments.file')}</span>
            <input
              id={inputId}
              ref={input}
              className={styles.input}
              type="file"
              accept={ACCEPT}
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
          </label>
        </div>
      )}
      {upload.isError && (
        <p className={styles.formError} role="alert">
          {serverMessage(upload.error, message(FORWARDER_ATTACHMENT_REFUSED))}
        </p>
      )}
    </section>
  );
};
