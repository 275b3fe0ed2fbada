import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a toast with defaults: top-right, 5 s', () => {
    toast.success('Indicadores gerados com sucesso!');

    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
    expect(toast.getSnapshot()).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Indicadores gerados com sucesso!',
        position: 'top-right',
        durationMs: 5000,
      }),
    ]);
  });

  it('removes a toast after exactly 5 seconds', () => {
    toast.error('Não foi possível recuperar o processo!');

    vi.advanceTimersByTime(4999);
    expect(toast.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('honours a custom duration and a top-center position', () => {
    toast.warning('Nenhum processo encontrado!', { position: 'top-center', durationMs: 1500 });

    expect(toast.getSnapshot()[0]?.position).toBe('top-center');
    vi.advanceTimersByTime(1499);
    expect(toast.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with a null duration until dismissed', () => {
    const id = toast.info('Mensagem fixa', { durationMs: null });

    vi.advanceTimersByTime(60_000);
    expect(toast.getSnapshot()).toHaveLength(1);
    toast.dismiss(id);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('dismisses one toast early without affecting the timers of the others', () => {
    const first = toast.info('primeiro');
    vi.advanceTimersByTime(1000);
    toast.info('segundo');

    toast.dismiss(first);
    expect(toast.getSnapshot().map((item) => item.message)).toEqual(['segundo']);
    vi.advanceTimersByTime(4999);
    expect(toast.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribe(listener);

    toast.success('a');
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    toast.success('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest toasts beyond the stack limit', () => {
    for (let index = 1; index <= 8; index += 1) toast.error(`erro ${index}`);

    expect(toast.getSnapshot().map((item) => item.message)).toEqual([
      'erro 3',
      'erro 4',
      'erro 5',
      'erro 6',
      'erro 7',
      'erro 8',
    ]);
  });
});
