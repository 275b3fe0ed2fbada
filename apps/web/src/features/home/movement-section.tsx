import { INDICATOR_DEFINITIONS, type TIndicatorMovimentacao } from '@pc/contract/indicators';
import { formatNumber } from '../../lib/format.ts';
import { movementWithoutType } from './figure-parts.ts';
import { IndicatorCard } from './indicator-card.tsx';
import { MOVEMENT_CARDS } from './indicator-catalogue.ts';
import { SectionHeading } from './section-heading.tsx';
import { cardFigures, type TCompared } from './use-general-indicators.ts';
import styles from './home.module.css';

/**
 * What the Total holds that no type card shows (processes without a type of boarding), or, with no
 * process in the period, that sentence instead of a row of zeros.
 */
export const MovementFootnote = ({ movement }: { movement: TIndicatorMovimentacao }) => {
  if (movement.total === 0)
    return <p className={styles.figureFootnote}>Nenhum processo aberto no período.</p>;
  const withoutType = movementWithoutType(movement);
  if (withoutType === 0) return null;
  return (
    <p className={styles.figureFootnote} data-testid="movement-footnote">
      O Total inclui {formatNumber(withoutType)} sem tipo de embarque.
    </p>
  );
};

/**
 * Processes open at some moment of the period by type (BKB, FCL, LCL, Aéreos, Rodoviários) and their
 * total. Not the steps' Total (open now): the labels and the note say how the two differ.
 */
export const MovementSection = ({ indicator }: { indicator: TCompared<TIndicatorMovimentacao> }) => (
  <section className={styles.section} aria-labelledby="home-movement-title">
    <SectionHeading
      id="home-movement-title"
      title="Processos em aberto por tipo"
      definition={INDICATOR_DEFINITIONS.movimentacaoProcessual}
    >
      Abertos em algum momento do período, inclusive os já concluídos; o total por etapa conta só os abertos
      agora.
    </SectionHeading>
    <div className={styles.cardGrid}>
      <IndicatorCard
        label="Total no período"
        {...cardFigures(indicator, 'total')}
        isHighlighted
        testId="movement-card-total"
      />
      {MOVEMENT_CARDS.map((card) => (
        <IndicatorCard
          key={card.field}
          label={card.label}
          {...cardFigures(indicator, card.field)}
          testId={`movement-card-${card.field}`}
        />
      ))}
    </div>
    {indicator.current && !indicator.isPending && !indicator.isError && (
      <MovementFootnote movement={indicator.current} />
    )}
  </section>
);
