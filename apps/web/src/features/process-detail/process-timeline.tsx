import type { TProcessResponse } from '@pc/contract/process';
import { formatDate } from '../../lib/format.ts';
import { CheckIcon } from './process-icons.tsx';
import { buildTimeline } from './timeline.ts';
import styles from './timeline.module.css';

/** The 15-step timeline: horizontal on desktop, vertical on phones. */
export const ProcessTimeline = ({ process }: { process: TProcessResponse }) => (
  <div className={styles.wrap}>
    <ol className={styles.timeline} aria-label="Linha do tempo do processo">
      {buildTimeline(process).map((item) => (
        <li
          key={item.key}
          className={[styles.item, item.isDone ? styles.done : '', item.isDimmed ? styles.dimmed : '']
            .filter(Boolean)
            .join(' ')}
          data-testid={`timeline-${item.key}`}
          data-done={item.isDone}
          data-dimmed={item.isDimmed}
        >
          <span className={styles.dot}>{item.isDone && <CheckIcon size={14} strokeWidth={3} />}</span>
          <span className={styles.text}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.date}>{item.isDone ? formatDate(item.date) : '—'}</span>
          </span>
        </li>
      ))}
    </ol>
  </div>
);
