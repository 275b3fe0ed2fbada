import type { TMessageAuthorSide, TProcessMessage } from '@pc/contract/messages';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { isStaffUser, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { downloadProcessDocument } from './api/download-process-document.ts';
import {
  fetchOlderMessages,
  useMarkMessagesReadMutation,
  useProcessMessagesQuery,
} from './api/process-messages.ts';
import { MessageComposer } from './message-composer.tsx';
import { toMessageParts } from './message-text.ts';
import styles from './messages-tab.module.css';
import { DownloadIcon } from './process-icons.tsx';
import sections from './sections.module.css';

export const MESSAGES_EMPTY_TEXT = 'Nenhuma mensagem neste processo ainda.';
export const OLDER_MESSAGES_LABEL = 'Mensagens anteriores';
export const OLDER_MESSAGES_ERROR = 'Não foi possível carregar as mensagens anteriores.';
export const MESSAGES_LOAD_ERROR = 'Não foi possível carregar as mensagens.';

const SIDE_LABELS = { CUSTOMER: 'Cliente', BROKER: 'Despachante' } as const;

/** The text as written, its http(s) links clickable in a new tab (never HTML). */
const MessageText = ({ text }: { text: string }) => (
  <p className={styles.text}>
    {toMessageParts(text).map((part, index) =>
      part.kind === 'link' ? (
        <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
        </a>
      ) : (
        <span key={index}>{part.text}</span>
      ),
    )}
  </p>
);

const Attachments = ({ processId, message }: { processId: number; message: TProcessMessage }) => {
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  if (message.attachments.length === 0) return null;
  const download = async (documentId: number, originalFilename: string) => {
    setDownloadingId(documentId);
    await downloadProcessDocument({ processId, documentId, originalFilename });
    setDownloadingId(null);
  };
  return (
    <ul className={styles.attachments} aria-label="Anexos">
      {message.attachments.map((attachment) => (
        <li key={attachment.documentId}>
          <button
            type="button"
            className={sections.actionButton}
            disabled={downloadingId === attachment.documentId}
            aria-label={`Baixar ${attachment.originalFilename}`}
            onClick={() => void download(attachment.documentId, attachment.originalFilename)}
          >
            <DownloadIcon size={16} />
            <span className={styles.filename}>{attachment.originalFilename}</span>
          </button>
        </li>
      ))}
    </ul>
  );
};

type TMessageItemProps = {
  processId: number;
  message: TProcessMessage;
  /** The reader's side: its messages sit on the right, the other side's on the left. */
  viewerSide: TMessageAuthorSide;
};

const MessageItem = ({ processId, message, viewerSide }: TMessageItemProps) => {
  const time = formatSaoPauloInstant(message.created) ?? '';
  if (message.kind !== 'TEXT')
    // The portal's own line (a document sent, a payment informed, confirmed or refused).
    return (
      <li className={styles.system} data-kind={message.kind}>
        <MessageText text={message.text} />
        <span className={styles.meta}>
          {message.authorName} · <time dateTime={message.created}>{time}</time>
        </span>
        <Attachments processId={processId} message={message} />
      </li>
    );
  const side = message.authorSide === 'CUSTOMER' ? styles.customer : styles.broker;
  const position = message.authorSide === viewerSide ? styles.ownSide : styles.otherSide;
  return (
    <li className={`${styles.message} ${side} ${position}`} data-side={message.authorSide}>
      <span className={styles.header}>
        <strong className={styles.author}>{message.authorName}</strong>
        <span className={styles.side}>{SIDE_LABELS[message.authorSide]}</span>
        <time className={styles.meta} dateTime={message.created}>
          {time}
        </time>
      </span>
      <MessageText text={message.text} />
      <Attachments processId={processId} message={message} />
    </li>
  );
};

/** The newest page and the older ones the user asked for, oldest first, each message once. */
const mergeMessages = (older: readonly TProcessMessage[], newest: readonly TProcessMessage[]) => {
  const byId = new Map<number, TProcessMessage>();
  for (const message of [...older, ...newest]) byId.set(message.id, message);
  return [...byId.values()].sort((first, second) => first.id - second.id);
};

/**
 * Marks the thread read up to its newest message while the caller has unread ones (the other side's
 * after their last mark), once per newest message: the caller's own messages never need it.
 */
const useMarkRead = (processId: number, newestId: number | null, unread: number) => {
  const markRead = useMarkMessagesReadMutation(processId);
  const markedRef = useRef(0);
  const { mutate } = markRead;
  useEffect(() => {
    if (newestId === null || unread === 0 || newestId <= markedRef.current) return;
    markedRef.current = newestId;
    mutate(newestId);
  }, [newestId, unread, mutate]);
};

/** Older pages ("Mensagens anteriores"), kept while the tab is open. */
const useOlderMessages = (processId: number) => {
  const [older, setOlder] = useState<TProcessMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const load = async (before: number) => {
    setIsLoading(true);
    try {
      const page = await fetchOlderMessages(processId, before);
      setOlder((current) => [...page.messages, ...current]);
      setOlderHasMore(page.hasOlder);
    } catch (error) {
      toast.error(errorMessage(error, OLDER_MESSAGES_ERROR));
    } finally {
      setIsLoading(false);
    }
  };
  return { older, olderHasMore, isLoading, load };
};

/**
 * Collaboration, the Mensagens tab: the process's conversation between the company and the broker,
 * newest at the bottom, read again every 15 s while the tab is open (it unmounts when closed), and
 * the composer. Seeing the newest message marks the thread read.
 */
export const MessagesTab = ({ processId }: { processId: number }) => {
  const thread = useProcessMessagesQuery(processId);
  const { older, olderHasMore, isLoading: isLoadingOlder, load } = useOlderMessages(processId);
  const isStaff = isStaffUser(useSession().user);
  const data = thread.data;
  const messages = mergeMessages(older, data?.messages ?? []);
  const newestId = data?.messages.at(-1)?.id ?? null;
  const hasOlder = olderHasMore ?? data?.hasOlder ?? false;
  useMarkRead(processId, newestId, data?.unread ?? 0);

  // Opened by a link on a phone, the tab may sit past the tab strip's edge: bring it into view.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const triggerId = sectionRef.current?.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
    const trigger = triggerId ? document.getElementById(triggerId) : null;
    // jsdom has no scrollIntoView.
    trigger?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);

  // The newest message shows at the bottom of the thread when it arrives (and on opening).
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && newestId !== null) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  return (
    <section
      ref={sectionRef}
      className={`${sections.card} ${styles.tab}`}
      aria-labelledby="process-messages-title"
    >
      <div className={sections.toolbar}>
        <h3 id="process-messages-title" className={sections.sectionTitle}>
          Mensagens
        </h3>
        {data?.assignedTo && (
          <p className={styles.assigned}>
            Atendimento: <strong>{data.assignedTo.name}</strong>
          </p>
        )}
      </div>
      {hasOlder && (
        <button
          type="button"
          className={`${sections.actionButton} ${styles.olderButton}`}
          disabled={isLoadingOlder}
          aria-busy={isLoadingOlder}
          onClick={() => {
            const oldest = messages[0];
            if (oldest) void load(oldest.id);
          }}
        >
          {OLDER_MESSAGES_LABEL}
        </button>
      )}
      {thread.isPending && <p className={sections.empty}>Carregando…</p>}
      {thread.isError && !data && (
        <p className={sections.empty} role="alert">
          {MESSAGES_LOAD_ERROR}
        </p>
      )}
      {data && messages.length === 0 && <p className={sections.empty}>{MESSAGES_EMPTY_TEXT}</p>}
      {messages.length > 0 && (
        // A log: screen readers announce the messages that arrive while the tab is open. Focusable,
        // so a keyboard scrolls it (WCAG 2.1.1).
        <div
          ref={listRef}
          className={styles.thread}
          role="log"
          aria-label="Conversa do processo"
          tabIndex={0}
        >
          <ol className={styles.messages}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                processId={processId}
                message={message}
                viewerSide={isStaff ? 'BROKER' : 'CUSTOMER'}
              />
            ))}
          </ol>
        </div>
      )}
      <MessageComposer processId={processId} recipient={isStaff ? 'o cliente' : 'o despachante'} />
    </section>
  );
};
