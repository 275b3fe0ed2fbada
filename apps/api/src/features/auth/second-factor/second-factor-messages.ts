import {
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  SECOND_FACTOR_INVALID_CODE_MESSAGE,
} from '@pc/contract/auth';
import { AppError, badRequest } from '../../../lib/app-error.ts';

// The server's own refusals (the contract keeps the texts the web matches or shows on success).

export const TOTP_ALREADY_ENABLED_MESSAGE = 'A verificação em duas etapas já está ativa.';
export const TOTP_NOT_ENABLED_MESSAGE = 'A verificação em duas etapas não está ativa.';
export const TOTP_SETUP_MISSING_MESSAGE =
  'Nenhuma configuração pendente. Gere um novo código QR e tente novamente.';

export const totpAlreadyEnabled = (): AppError => new AppError('CONFLICT', TOTP_ALREADY_ENABLED_MESSAGE);
export const totpNotEnabled = (): AppError => new AppError('CONFLICT', TOTP_NOT_ENABLED_MESSAGE);
export const totpSetupMissing = (): AppError => badRequest(TOTP_SETUP_MISSING_MESSAGE);
export const challengeExpired = (): AppError => badRequest(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
export const invalidCode = (path: string): AppError =>
  badRequest(SECOND_FACTOR_INVALID_CODE_MESSAGE, [{ path, message: SECOND_FACTOR_INVALID_CODE_MESSAGE }]);
