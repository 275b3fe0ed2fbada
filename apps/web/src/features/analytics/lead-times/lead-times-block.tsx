import type { TWayOfTransport } from '@pc/contract/primitives';
import { useState } from 'react';
import { DuimpWaits } from '../../../components/duimp-waits/duimp-waits.tsx';
import { NoSample } from '../../../components/no-sample/no-sample.tsx';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { BlockCard } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { MODE_LABELS, MODES } from '../mode-labels.ts';
import { formatDays, LEAD_TIME_STEPS, sanitiseHtml } from './lead-time-steps.ts';
import styles from './lead-times.module.css';

type TLeadTimesBlockProps = TBlockInput & { drawerMode: TWayOfTransport | '' };

// A button's choice holds while the drawer's MODAL stays what it was when the button was pressed.
type TChoice = { mode: TWayOfTransport | null; drawerMode: TWayOfTransport | '' };

/**
 * 'Lead Times' (spec part 2 §2.6): the three steps in days on a horizontal timeline; 'Ver …'
 * reloads them for one mode (pressed again, back to the drawer's). Without a button the drawer's
 * MODAL decides.
 */
export const LeadTimesBlock = ({ query, runId, drawerMode }: TLeadTimesBlockProps) => {
  const [choice, setChoice] = useState<TChoice | null>(null);
  const mode = choice && choice.drawerMode === drawerMode ? choice.mode : drawerMode || null;
  const leadTimes = useBiQuery(biBlockQueries.leadTimes(query, mode), runId);

  return (
    <BlockCard
      id="bi-lead-times"
      title="Lead Times"
      isLoading={leadTimes.isPending}
      actions={
        <div className={styles.modes} role="group" aria-label="Modal dos lead times">
          {MODES.map((item) => (
            <button
              key={item}
              type="button"
              className={styles.modeButton}
              aria-pressed={mode === item}
              onClick={() => setChoice({ mode: mode === item ? null : item, drawerMode })}
            >
              Ver {MODE_LABELS[item]}
            </button>
          ))}
        </div>
      }
    >
      <ol className={styles.timeline}>
        {LEAD_TIME_STEPS.map((step, index) => (
          <li key={step.key} className={styles.step} data-testid={`lead-time-${step.key}`}>
            <span className={styles.marker} aria-hidden="true">
              {index + 1}
            </span>
            {leadTimes.isPending ? (
              <span className={styles.valueSkeleton} role="status" aria-label="Carregando" />
            ) : leadTimes.data?.processos[step.key] === 0 ? (
              // No process has both dates: the spec's 0 days would read as a same-day step.
              <NoSample valueClassName={styles.value} />
            ) : (
              <strong className={styles.value}>{formatDays(leadTimes.data?.[step.key])}</strong>
            )}
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p
              className={styles.description}
              // Sanitised: the only HTML this screen renders.
              dangerouslySetInnerHTML={{ __html: sanitiseHtml(step.description) }}
            />
          </li>
        ))}
      </ol>
      <section className={styles.duimp} aria-labelledby="bi-lead-times-duimp">
        <h3 id="bi-lead-times-duimp" className={styles.duimpTitle}>
          DUIMP: canal e LPCO
        </h3>
        <DuimpWaits
          registryToChannel={leadTimes.data?.duimp['registro-x-canal'] ?? null}
          processes={leadTimes.data?.duimp.processos ?? 0}
          agencies={(leadTimes.data?.duimp['lpco-pedido-x-deferimento'] ?? []).map((row) => ({
            agency: row.orgao,
            averageOfDays: row.dias,
            lpcos: row.lpcos,
          }))}
          isLoading={leadTimes.isPending}
        />
      </section>
    </BlockCard>
  );
};
