import { useSyncExternalStore } from 'react';
import { CloseIcon, ToastKindIcon } from '../icon/icons.tsx';
import { toast, type TToast, type TToastPosition } from '../../lib/toast-store.ts';
import styles from './toaster.module.css';

const POSITIONS: readonly TToastPosition[] = ['top-right', 'top-center'];

const KIND_LABEL: Record<TToast['kind'], string> = {
  success: 'Sucesso',
  error: 'Erro',
  warning: 'Atenção',
  info: 'Informação',
};

const ToastItem = ({ item }: { item: TToast }) => {
  // Errors interrupt (role=alert, assertive); the rest wait for a pause (role=status, polite).
  const isUrgent = item.kind === 'error';
  return (
    <div
      className={`${styles.toast} ${styles[item.kind]}`}
      role={isUrgent ? 'alert' : 'status'}
      aria-live={isUrgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      data-kind={item.kind}
    >
      <span className={styles.icon} aria-hidden="true">
        <ToastKindIcon kind={item.kind} />
      </span>
      <div className={styles.content}>
        <p className={styles.title}>{item.title ?? KIND_LABEL[item.kind]}</p>
        <p className={styles.message}>{item.message}</p>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => toast.dismiss(item.id)}
        aria-label="Fechar notificação"
      >
        <CloseIcon />
      </button>
    </div>
  );
};

/** Renders the toast queue; mount once, at the app root. */
export const Toaster = () => {
  const items = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  return (
    <>
      {POSITIONS.map((position) => (
        <section
          key={position}
          className={`${styles.region} ${styles[position]}`}
          // Not 'Notificações': that is the notification centre's name (its bell, panel and page).
          aria-label={position === 'top-center' ? 'Avisos' : 'Alertas'}
          // An open dialog closes on any pointer-down outside it, which a toast is: keep the event
          // from reaching the document, so closing a toast never closes the dialog under it.
          onPointerDown={(event) => event.stopPropagation()}
        >
          {items
            .filter((item) => item.position === position)
            .map((item) => (
              <ToastItem key={item.id} item={item} />
            ))}
        </section>
      ))}
    </>
  );
};
