import type { TProcessResponse } from '@pc/contract/process';
import { formatDate, toIsoDay } from '../../lib/format.ts';
import { CheckIcon } from './process-icons.tsx';
import { buildTimeline, type TTimelineItem } from './timeline.ts';
import styles from './timeline.module.css';

const itemClassName = (item: TTimelineItem): string =>
  [
    styles.item,
    item.isDone ? styles.done : '',
    item.isPlanned ? styles.planned : '',
    item.isDimmed ? styles.dimmed : '',
  ]
    .filter(Boolean)
    .join(' ');

// Where the long words may break in a 15-column row (soft hyphens: invisible unless used, and
// skipped by screen readers). 'Carregamento' ran into 'Desembaraço' at 1440 px.
const BREAKABLE: Record<string, string> = {
  'Prontidão Confirmada': 'Prontidão Confir\u00ADmada',
  Desembaraço: 'Desemba\u00ADraço',
  Carregamento: 'Carrega\u00ADmento',
  'Envio do Faturamento': 'Envio do Fatura\u00ADmento',
};

// A planned forecast says so in words too, not by its style alone (WCAG 1.4.1).
const dateText = (item: TTimelineItem): string => {
  if (item.isPlanned) return `prev. ${formatDate(item.date)}`;
  return item.isDone ? formatDate(item.date) : '—';
};

/** The 15-step timeline: horizontal on desktop, vertical on phones. */
export const ProcessTimeline = ({ process }: { process: TProcessResponse }) => (
  <div className={styles.wrap}>
    <ol className={styles.timeline} aria-label="Linha do tempo do processo">
      {buildTimeline(process, toIsoDay(new Date())).map((item) => (
        <li
          key={item.key}
          className={itemClassName(item)}
          data-testid={`timeline-${item.key}`}
          data-done={item.isDone}
          data-planned={item.isPlanned}
          data-dimmed={item.isDimmed}
        >
          <span className={styles.dot}>{item.isDone && <CheckIcon size={14} strokeWidth={3} />}</span>
          <span className={styles.text}>
            <span className={styles.label}>{BREAKABLE[item.label] ?? item.label}</span>
            <span className={styles.date}>{dateText(item)}</span>
          </span>
        </li>
      ))}
    </ol>
  </div>
);
