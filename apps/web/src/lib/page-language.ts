import { createExternalStore, useStoreValue } from './external-store.ts';

/** A page's language: Portuguese on every screen; English or Spanish on the forwarder's page. */
export type TPageLanguage = 'pt-BR' | 'en' | 'es';

const pageLanguageStore = createExternalStore<TPageLanguage>('pt-BR');

/**
 * Sets the language the page speaks: <html lang> (screen readers pick their voice by it) and what
 * the parts drawn around every page (the cookie notice) read to speak it too.
 */
export const setPageLanguage = (language: TPageLanguage): void => {
  pageLanguageStore.set(language);
  document.documentElement.lang = language;
};

export const usePageLanguage = (): TPageLanguage => useStoreValue(pageLanguageStore);
