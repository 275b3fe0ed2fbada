// The authenticator app's code as typed: at sign-in and in the enrolment form (Meus Dados, sign-in).

const TOTP_CODE_LENGTH = 6;

/** Digits only, at most 6, also for a pasted '123 456'. */
export const sanitizeTotpCode = (value: string): string =>
  value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);
