import { FORWARDER_LANGUAGES, type TForwarderLanguage } from '@pc/contract/forwarder-quote';
import { createInstance, type i18n as TI18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { MESSAGE_TEXTS_EN, MESSAGE_TEXTS_ES } from './message-texts.ts';
import { PAGE_TEXTS_EN, PAGE_TEXTS_ES, PAGE_TEXTS_PT_BR } from './page-texts.ts';

/** Where an explicit choice on the switch is kept: the next link opened in this browser starts in it. */
export const FORWARDER_LANGUAGE_STORAGE_KEY = 'pdc.forwarderLanguage';

/** The detector that reads the invitation's language, known once the page's data has come. */
const INVITATION_DETECTOR = 'invitation';

export type TForwarderI18n = {
  i18n: TI18n;
  /** The invitation's language: the choice when neither the switch nor the browser names one of ours. */
  setInvitationLanguage: (language: TForwarderLanguage) => void;
  /** The switch: changes the page's language and remembers it in this browser. */
  chooseLanguage: (language: TForwarderLanguage) => Promise<void>;
};

/**
 * A detected tag as one of ours by its language ('en-GB' → 'en', 'pt-PT' → 'pt-BR'), others as they
 * are: so the browser's first language wins over a later exact match ('en-US' before 'pt-BR').
 */
const toForwarderTag = (tag: string): string =>
  FORWARDER_LANGUAGES.find((language) => language.split('-')[0] === tag.split('-')[0]?.toLowerCase()) ?? tag;

/** The page's language as one of ours. */
export const forwarderLanguageOf = (i18n: TI18n): TForwarderLanguage => {
  const resolved = i18n.resolvedLanguage ?? 'pt-BR';
  return FORWARDER_LANGUAGES.find((language) => language === resolved) ?? 'pt-BR';
};

/**
 * One i18next instance per page (no global one: the rest of the portal is pt-BR only). The
 * language is, in order: the switch's earlier choice in this browser, the browser's languages,
 * the invitation's language, Portuguese.
 */
export const createForwarderI18n = (): TForwarderI18n => {
  let invitationLanguage: TForwarderLanguage | undefined;
  const detector = new LanguageDetector();
  detector.addDetector({ name: INVITATION_DETECTOR, lookup: () => invitationLanguage });
  const i18n = createInstance();
  void i18n.use(detector).init({
    resources: {
      'pt-BR': { page: PAGE_TEXTS_PT_BR, messages: {} },
      en: { page: PAGE_TEXTS_EN, messages: MESSAGE_TEXTS_EN },
      es: { page: PAGE_TEXTS_ES, messages: MESSAGE_TEXTS_ES },
    },
    supportedLngs: [...FORWARDER_LANGUAGES],
    fallbackLng: 'pt-BR',
    ns: ['page', 'messages'],
    defaultNS: 'page',
    // The resources are here: ready before the first render.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', INVITATION_DETECTOR],
      lookupLocalStorage: FORWARDER_LANGUAGE_STORAGE_KEY,
      convertDetectedLanguage: toForwarderTag,
      // Only the switch remembers a choice: a detected language must not outlive the browser's.
      caches: [],
    },
  });
  return {
    i18n,
    setInvitationLanguage: (language) => {
      if (language === invitationLanguage) return;
      invitationLanguage = language;
      // Detected again: the invitation's language counts only after the switch and the browser.
      void i18n.changeLanguage();
    },
    chooseLanguage: async (language) => {
      await i18n.changeLanguage(language);
      detector.cacheUserLanguage(language, ['localStorage']);
    },
  };
};
