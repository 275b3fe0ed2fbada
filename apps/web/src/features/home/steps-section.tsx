import { INDICATOR_DEFINITIONS, type TIndicatorSteps } from '@pc/contract/indicators';
import { PROCESS_STEP } from '@pc/contract/process';
import { toProcesses } from '../../lib/routes.ts';
import { IndicatorCard } from './indicator-card.tsx';
import { STEP_CARDS } from './indicator-catalogue.ts';
import { SectionHeading } from './section-heading.tsx';
import { cardFigures, type TCompared } from './use-general-indicators.ts';
import styles from './home.module.css';

/** `/processos?etapa=N`: the list opens filtered by that step (features/processes reads it). */
export const stepListHref = (stepId: number): string => `${toProcesses()}?etapa=${stepId}`;

/**
 * A step card's figure without a variation: the server counts the open processes now (what the
 * card's list shows), so both periods answer the same and a '0 (0%)' would only mislead.
 */
const nowFigures = (indicator: TCompared<TIndicatorSteps>, field: keyof TIndicatorSteps) => ({
  ...cardFigures(indicator, field),
  previous: undefined,
});

/** The total of import processes and one card per step; a card opens the list of that step. */
export const StepsSection = ({ indicator }: { indicator: TCompared<TIndicatorSteps> }) => (
  <section className={styles.section} aria-labelledby="home-steps-title">
    <SectionHeading
      id="home-steps-title"
      title="Processos de importação por etapa"
      definition={INDICATOR_DEFINITIONS.steps}
    >
      Processos abertos agora. Clique em uma etapa para ver os processos dela.
    </SectionHeading>
    <div className={styles.cardGrid}>
      <IndicatorCard
        label="Total"
        {...nowFigures(indicator, 'total')}
        href={stepListHref(PROCESS_STEP.TODOS)}
        isHighlighted
        testId="step-card-total"
      />
      {STEP_CARDS.map((card) => (
        <IndicatorCard
          key={card.field}
          label={card.label}
          {...nowFigures(indicator, card.field)}
          href={stepListHref(card.stepId)}
          testId={`step-card-${card.stepId}`}
        />
      ))}
    </div>
  </section>
);
