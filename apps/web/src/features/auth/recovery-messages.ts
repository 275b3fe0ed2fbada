import { errorMessage } from '../../lib/api-error.ts';

/** Spec part 1 §8: server success messages of the recovery steps stay 10 seconds. */
export const RECOVERY_SUCCESS_DURATION_MS = 10_000;

/** Spec part 1 §8: 'Não foi possível executar esta ação no momento: {error}' (error = server message). */
export const recoveryFailureMessage = (error: unknown): string =>
  `Não foi possível executar esta ação no momento: ${errorMessage(error, 'erro inesperado.')}`;
