import { INDICATOR_DEFINITIONS, type TIndicatorMovimentacao } from '@pc/contract/indicators';
import { IndicatorCard } from './indicator-card.tsx';
import { MOVEMENT_CARDS } from './indicator-catalogue.ts';
import { SectionHeading } from './section-heading.tsx';
import { cardFigures, type TCompared } from './use-general-indicators.ts';
import styles from './home.module.css';

/** Open processes by type (BKB, FCL, LCL, Aéreos, Rodoviários) and their total. */
export const MovementSection = ({ indicator }: { indicator: TCompared<TIndicatorMovimentacao> }) => (
  <section className={styles.section} aria-labelledby="home-movement-title">
    <SectionHeading
      id="home-movement-title"
      title="Processos em aberto por tipo"
      definition={INDICATOR_DEFINITIONS.movimentacaoProcessual}
    />
    <div className={styles.cardGrid}>
      <IndicatorCard
        label="Total"
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
  </section>
);
