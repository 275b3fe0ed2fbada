const CURRENCY_NAMES = new Intl.DisplayNames(['pt-BR'], { type: 'currency' });

/** The currency's pt-BR name ('Dólar americano'), or the code itself when unknown. */
export const currencyName = (code: string): string => {
  try {
    return CURRENCY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
};
