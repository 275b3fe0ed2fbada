import type { TPeriod } from '@pc/contract/comparison-period';

// Session storage: the tab keeps the period across its screens and a reload, and forgets it when
// closed (and at Sair). A period is no personal data, but it is this user's choice, not the next one's.
// Apart from lib/period.ts, which brings date-fns: Sair is on the sign-in screen's path (lib/session.ts),
// and forgetting a key must not add the period model's code to the bytes /login loads.
const SESSION_KEY = 'pdc.period';

export const rememberPeriod = (period: TPeriod): void => {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(period));
  } catch {
    // Storage can throw (privacy modes): the screens then open on the default.
  }
};

/** What the tab stored, unchecked (lib/period.ts's rememberedPeriod checks it). */
export const readRememberedValue = (): unknown => {
  try {
    return JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null');
  } catch {
    return null;
  }
};

export const forgetPeriod = (): void => {
  try {
    window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // See rememberPeriod.
  }
};
