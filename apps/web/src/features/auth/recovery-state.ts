/**
 * What the three recovery screens hand on to each other, kept per tab (sessionStorage): the e-mail
 * the code went to (verifyCode needs it with the pin) and the one-use reset token verifyCode
 * answers (changePassword needs it). Storage may be unavailable: the screens then ask again.
 */
const KEYS = { email: 'pdc.recovery.email', resetToken: 'pdc.recovery.resetToken' } as const;

const read = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Ignored on purpose: see read.
  }
};

export const recoveryState = {
  getEmail: () => read(KEYS.email),
  setEmail: (email: string) => write(KEYS.email, email.trim().toLowerCase()),
  getResetToken: () => read(KEYS.resetToken),
  setResetToken: (token: string) => write(KEYS.resetToken, token),
  clear: () => {
    write(KEYS.email, null);
    write(KEYS.resetToken, null);
  },
};
