import { errorMessage } from './api-error.ts';

/** Spec part 1 §8: the texts of a process search (header, list and report). */
export const NO_PROCESS_FOUND = 'Nenhum processo encontrado!';

/** 'Foram encontrados N processos de importação.', singular for one. */
export const foundMessage = (count: number): string =>
  count === 1
    ? 'Foi encontrado 1 processo de importação.'
    : `Foram encontrados ${count.toLocaleString('pt-BR')} processos de importação.`;

export const searchFailedMessage = (error: unknown): string =>
  `Não foi possível recuperar os processos: ${errorMessage(error, 'erro inesperado.')}`;
