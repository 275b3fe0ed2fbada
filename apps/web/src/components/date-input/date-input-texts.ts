import type { TPageLanguage } from '../../lib/page-language.ts';

/** The languages the date field speaks: the portal's, and the forwarder's page's other two. */
export type TDateInputLanguage = TPageLanguage;

type TDateInputTexts = {
  /** The typed format, shown while the box is empty. */
  placeholder: string;
  /** The calendar button's name. */
  openCalendar: string;
  /** The calendar's name, for screen readers. */
  calendar: string;
};

export const DATE_INPUT_TEXTS: Record<TDateInputLanguage, TDateInputTexts> = {
  'pt-BR': {
    placeholder: 'DD/MM/AAAA',
    openCalendar: 'Abrir calendário',
    calendar: 'Calendário',
  },
  en: {
    placeholder: 'DD/MM/YYYY',
    openCalendar: 'Open calendar',
    calendar: 'Calendar',
  },
  es: {
    placeholder: 'DD/MM/AAAA',
    openCalendar: 'Abrir calendario',
    calendar: 'Calendario',
  },
};
