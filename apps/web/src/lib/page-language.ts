import { createExternalStore, useStoreValue } from './external-store.ts';

/** A page's language: Portuguese on every screen; English or Spanish on the forwarder's page. */
export type TPageLanguage = 'pt-BR' | 'en' | 'es';

/** The cookie notice's words, drawn around every page. */
export type TCookieNoticeTexts = { label: string; text: string; accept: string };

/**
 * The page's language, and the words of the parts drawn around it when not Portuguese: the page
 * that speaks another language brings them, so no other screen downloads them.
 */
export type TPageLanguageState = { language: TPageLanguage; cookieNotice: TCookieNoticeTexts | null };

const PORTUGUESE: TPageLanguageState = { language: 'pt-BR', cookieNotice: null };
const pageLanguageStore = createExternalStore<TPageLanguageState>(PORTUGUESE);

/** Sets the language the page speaks, and <html lang> (screen readers pick their voice by it). */
export const setPageLanguage = (state: TPageLanguageState = PORTUGUESE): void => {
  pageLanguageStore.set(state);
  document.documentElement.lang = state.language;
};

export const usePageLanguage = (): TPageLanguageState => useStoreValue(pageLanguageStore);
