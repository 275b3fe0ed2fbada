import { toast, type TToastApi } from '../lib/toast-store.ts';

/**
 * Component-side access to the toast queue. The store is a module singleton, so this is only
 * a seam (tests or a future provider can swap it) and keeps components off the import.
 */
export const useToast = (): TToastApi => toast;
