export type TToastKind = 'success' | 'error' | 'warning' | 'info';
export type TToastPosition = 'top-right' | 'top-center';

export type TToast = {
  id: number;
  kind: TToastKind;
  title?: string;
  message: string;
  position: TToastPosition;
  /** Milliseconds before it closes by itself; null keeps it until dismissed. */
  durationMs: number | null;
};

export type TToastOptions = {
  title?: string;
  position?: TToastPosition;
  durationMs?: number | null;
};

/** Spec part 1 §8 and part 2 §9: toasts last 5 seconds unless stated. */
export const DEFAULT_TOAST_DURATION_MS = 5000;
// Beyond this the oldest goes; a burst of failed loads must not cover the screen.
const MAX_TOASTS = 6;

type TListener = () => void;

let toasts: readonly TToast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<TListener>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

const dismiss = (id: number): void => {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const remaining = toasts.filter((item) => item.id !== id);
  if (remaining.length === toasts.length) return;
  toasts = remaining;
  emit();
};

const show = (kind: TToastKind, message: string, options: TToastOptions = {}): number => {
  const id = nextId++;
  const durationMs = options.durationMs === undefined ? DEFAULT_TOAST_DURATION_MS : options.durationMs;
  const item: TToast = {
    id,
    kind,
    message,
    position: options.position ?? 'top-right',
    durationMs,
    ...(options.title === undefined ? {} : { title: options.title }),
  };
  toasts = [...toasts, item];
  const overflow = toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS));
  for (const old of overflow) dismiss(old.id);
  if (durationMs !== null)
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  emit();
  return id;
};

/**
 * The one toast queue. Usable outside React (API helpers, router callbacks); components read it
 * through <Toaster /> and call it through useToast().
 */
export const toast = {
  success: (message: string, options?: TToastOptions): number => show('success', message, options),
  error: (message: string, options?: TToastOptions): number => show('error', message, options),
  warning: (message: string, options?: TToastOptions): number => show('warning', message, options),
  info: (message: string, options?: TToastOptions): number => show('info', message, options),
  show,
  dismiss,
  clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    toasts = [];
    emit();
  },
  getSnapshot: (): readonly TToast[] => toasts,
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type TToastApi = typeof toast;
