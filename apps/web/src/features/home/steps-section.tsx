import { INDICATOR_DEFINITIONS, type TIndicatorSteps } from '@pc/contract/indicators';
import { PROCESS_STEP } from '@pc/contract/process';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { toProcesses } from '../../lib/routes.ts';
import { stepsBeyondCards } from './figure-parts.ts';
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

/**
 * Says what the Total holds that no card shows, so the cards and the Total agree on the page:
 * 'O Total inclui 19 em Faturamento, etapa sem card.' (a link to that step's list). With no open
 * process at all it says so instead of showing a row of zeros.
 */
export const StepsFootnote = ({ steps }: { steps: TIndicatorSteps }) => {
  if (steps.total === 0) return <p className={styles.figureFootnote}>Nenhum processo aberto agora.</p>;
  const beyondCards = stepsBeyondCards(steps);
  if (beyondCards === 0) return null;
  // Steps 7, 1–5 and 11 are the only ones the Total counts, so this is 0 unless the server changes.
  const elsewhere = beyondCards - steps.inBilling;
  return (
    <p className={styles.figureFootnote} data-testid="steps-footnote">
      O Total inclui{' '}
      <Link to={stepListHref(PROCESS_STEP.FATURAMENTO)}>{formatNumber(steps.inBilling)} em Faturamento</Link>,
      etapa sem card
      {elsewhere !== 0 && ` e ${formatNumber(elsewhere)} em outras etapas`}.
    </p>
  );
};

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
        label="Total agora"
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
    {indicator.current && !indicator.isPending && !indicator.isError && (
      <StepsFootnote steps={indicator.current} />
    )}
  </section>
);
