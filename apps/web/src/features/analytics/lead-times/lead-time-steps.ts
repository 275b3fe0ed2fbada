import type { TBiLeadTimeKey } from '@pc/contract/bi';
import DOMPurify from 'dompurify';
import { formatDayCount } from '../../../lib/format-days.ts';

export type TLeadTimeStep = { key: TBiLeadTimeKey; title: string; description: string };

/**
 * Spec part 2 §2.6: registration of the DI, loading and delivery. The descriptions are HTML
 * (rendered as such), so they go through DOMPurify like any HTML the screen renders.
 */
export const LEAD_TIME_STEPS: readonly TLeadTimeStep[] = [
  {
    key: 'presenca-x-registro',
    title: 'Registro da DI',
    description: 'Dias entre a <strong>presença de carga</strong> e o <strong>registro da DI</strong>.',
  },
  {
    key: 'desembaraco-x-carregamento',
    title: 'Carregamento',
    description: 'Dias entre o <strong>desembaraço</strong> e o <strong>carregamento</strong> da carga.',
  },
  {
    key: 'preseca-x-entrega',
    title: 'Entrega',
    description: 'Dias entre a <strong>presença de carga</strong> e a <strong>entrega</strong> ao cliente.',
  },
];

export const sanitiseHtml = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: ['strong', 'em', 'b', 'i', 'br', 'span'], ALLOWED_ATTR: [] });

/** '1 dia', '2,5 dias' (missing is 0). */
export const formatDays = (value: number | undefined): string =>
  formatDayCount(Number.isFinite(value) ? (value as number) : 0);
