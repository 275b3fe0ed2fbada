import type { TForwarderLanguage } from '@pc/contract/forwarder-quote';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { forwarderLanguageOf } from './forwarder-i18n.ts';

/**
 * A day as the forwarder reads it: DD/MM/AAAA in Portuguese, as the whole portal writes it; the
 * month spelled out in English and Spanish, where 03/12 reads as two different days.
 */
const formatDay = (value: string, language: TForwarderLanguage): string => {
  if (language === 'pt-BR') return formatDate(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(parseISO(value));
};

const formatWeight = (value: number | null, language: TForwarderLanguage): string => {
  if (value === null) return '—';
  const number =
    language === 'pt-BR'
      ? formatNumber(value, { maximumFractionDigits: 1 })
      : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  return `${number} kg`;
};

/** The page's texts, the contract's and server's messages, days and weights, in the page's language. */
export const useForwarderTexts = () => {
  const { t, i18n } = useTranslation('page');
  const language = forwarderLanguageOf(i18n);
  const translations = i18n.getResourceBundle(language, 'messages') as Record<string, string> | undefined;
  /** A Portuguese message of the contract or the server, in the page's language when known. */
  const message = (text: string): string => translations?.[text] ?? text;
  return {
    t,
    language,
    message,
    /** A field's validation message (the contract's, in Portuguese) in the page's language. */
    fieldError: (error: { message?: string | undefined } | undefined): string | undefined =>
      error?.message === undefined ? undefined : message(error.message),
    /**
     * What a failed call says: the server's own words in Portuguese; in English or Spanish their
     * translation, or else `fallback` (already in the page's language) rather than Portuguese.
     */
    serverMessage: (error: unknown, fallback: string): string => {
      const text = errorMessage(error, fallback);
      if (language === 'pt-BR') return text;
      return translations?.[text] ?? fallback;
    },
    formatDay: (value: string) => formatDay(value, language),
    formatWeight: (value: number | null) => formatWeight(value, language),
  };
};
