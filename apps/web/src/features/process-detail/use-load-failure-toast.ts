import { useEffect } from 'react';
import { toast } from '../../lib/toast-store.ts';

type TProcessPart = 'detail' | 'documents' | 'invoices' | 'quotations' | 'duimp' | 'landedCost';

/** Spec §8 load-failure texts, word for word (the DUIMP's, which the spec predates, in the same words). */
export const LOAD_ERRORS = {
  detail: 'Não foi possível recuperar o processo!',
  documents: 'Não foi possível recuperar os documentos do processo!',
  quotations: 'Não foi possível recuperar as cotações do processo!',
  invoices: 'Não foi possível recuperar as invoices do processo!',
  duimp: 'Não foi possível recuperar a DUIMP do processo!',
  landedCost: 'Não foi possível recuperar o custo do processo!',
} as const satisfies Record<TProcessPart, string>;

/** One toast per failure of a process's load (the effect runs when the error changes). */
export const useLoadFailureToast = (error: Error | null, part: TProcessPart): void => {
  useEffect(() => {
    if (error) toast.error(LOAD_ERRORS[part]);
  }, [error, part]);
};
