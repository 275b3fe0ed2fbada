import { INDICATOR_DEFINITIONS, type TIndicatorLeadtimes } from '@pc/contract/indicators';
import { formatNumber } from '../../lib/format.ts';
import { IndicatorCard } from './indicator-card.tsx';
import { LEADTIME_CARDS } from './indicator-catalogue.ts';
import { SectionHeading } from './section-heading.tsx';
import { cardFigures, type TCompared } from './use-general-indicators.ts';
import styles from './home.module.css';

const formatDays = (value: number): string => formatNumber(value, { maximumFractionDigits: 1 });
const dayUnit = (value: number): string => (formatDays(value) === '1' ? 'dia' : 'dias');

/** Lead times in days; a shorter time is the better one, and the variation is coloured so. */
export const LeadtimeSection = ({ indicator }: { indicator: TCompared<TIndicatorLeadtimes> }) => (
  <section className={styles.section} aria-labelledby="home-leadtime-title">
    <SectionHeading id="home-leadtime-title" title="Lead times">
      Média em dias; quanto menor, melhor.
    </SectionHeading>
    <div className={styles.cardGrid}>
      {LEADTIME_CARDS.map((card) => (
        <IndicatorCard
          key={card.field}
          label={card.label}
          {...cardFigures(indicator, card.field)}
          formatValue={formatDays}
          unit={dayUnit}
          preference="lowerIsBetter"
          definition={INDICATOR_DEFINITIONS[card.field]}
          testId={`leadtime-card-${card.field}`}
        />
      ))}
    </div>
  </section>
);
