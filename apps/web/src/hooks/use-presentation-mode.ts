import { useCallback, useSyncExternalStore } from 'react';
import { isStaffUser, useSession } from '../lib/session.ts';
import { storage, storageKeys } from '../lib/storage.ts';

const ON = 'on';

const readStoredMode = (): boolean => storage.get(storageKeys.presentationMode) === ON;

export type TPresentationMode = {
  /** Names are blurred (spec part 1 §1). */
  isPresentationMode: boolean;
  /** The eye toggle is offered (staff by role, spec part 1 §6). */
  canUsePresentationMode: boolean;
  setPresentationMode: (isOn: boolean) => void;
};

/**
 * Presentation mode, persisted in local storage so it survives reloads while a screen is shared.
 * It only takes effect for staff: a customer signing in later on the same browser
 * must never find blurred names without a toggle to undo them.
 */
export const usePresentationMode = (): TPresentationMode => {
  const { user } = useSession();
  const isStoredOn = useSyncExternalStore(storage.subscribe, readStoredMode);
  const canUsePresentationMode = isStaffUser(user);
  const setPresentationMode = useCallback((isOn: boolean) => {
    storage.set(storageKeys.presentationMode, isOn ? ON : null);
  }, []);
  return {
    isPresentationMode: canUsePresentationMode && isStoredOn,
    canUsePresentationMode,
    setPresentationMode,
  };
};
