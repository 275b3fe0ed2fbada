import { INDICATOR_DEFINITIONS } from '@pc/contract/indicators';
import type { TCompany } from '@pc/contract/company';
import { memo, useMemo, useState, type FormEvent } from 'react';
import { DeferredMount } from '../../components/deferred-mount/deferred-mount.tsx';
import { DeferredPlaceholder } from '../../components/deferred-mount/deferred-placeholder.tsx';
import { PeriodDates, QuickRanges } from '../../components/period-fields/period-picker.tsx';
import { usePeriodPicker } from '../../components/period-fields/use-period-picker.ts';
import { usePeriodRun } from '../../hooks/use-period-run.ts';
import { canSeeDelayedEtd } from '../../lib/permissions.ts';
import { indicatorRequestsFor, toCompanyIds } from './indicator-request.ts';
import { comparisonPeriod } from '@pc/contract/comparison-period';
import { DelayedEtdCard } from './delayed-etd-card.tsx';
import { DonutCard } from './donut-card.tsx';
import { DI_CHANNEL_SLICES, STORAGE_SLICES } from './indicator-catalogue.ts';
import { LeadtimeSection } from './leadtime-section.tsx';
import { MovementSection } from './movement-section.tsx';
import { formatPeriod, readPeriodText } from './period-text.ts';
import { PersonalizeIndicatorCard } from './personalize-indicator-card.tsx';
import { StepsSection } from './steps-section.tsx';
import { useGeneralIndicators } from './use-general-indicators.ts';
import pageStyles from '../../components/filter-page/filter-page.module.css';
import styles from './home.module.css';

// Memoised on their props: each indicator arrives on its own, and only its section is drawn again.
const Steps = memo(StepsSection);
const Movement = memo(MovementSection);
const Donut = memo(DonutCard) as typeof DonutCard;
const Leadtime = memo(LeadtimeSection);
const DelayedEtd = memo(DelayedEtdCard);
const PersonalizeIndicator = memo(PersonalizeIndicatorCard);

/** Each deferred section's height once drawn, on a phone and on a wide screen (px). */
const PLACEHOLDER_HEIGHTS = {
  steps: { phoneHeight: 602, wideHeight: 261 },
  movement: { phoneHeight: 452, wideHeight: 219 },
  donuts: { phoneHeight: 836, wideHeight: 289 },
  leadtime: { phoneHeight: 452, wideHeight: 240 },
  closing: { phoneHeight: 398, wideHeight: 249 },
} as const;

const FIRST_RUN = { runId: 0 };

/** The GERAL tab: the period filter and every indicator against its comparison period. */
export const GeneralTab = ({ companies }: { companies: readonly TCompany[] }) => {
  // The period lives in the address and is the one model's (docs/decisions/0099-one-period-model.md);
  // the run number makes each Filtrar reload, an unchanged period too.
  const periodRun = usePeriodRun(FIRST_RUN);
  const { period, choice } = periodRun;
  const applied = useMemo(() => ({ period, runId: choice.runId }), [period, choice]);
  const picker = usePeriodPicker(period, periodRun.arrivals);
  const [validationMessage, setValidationMessage] = useState<string | null>(null);

  const comparison = comparisonPeriod(applied.period);
  const customersId = toCompanyIds(companies);
  // The same objects from one render to the next, so a section whose answer did not change is
  // not drawn again when another one arrives.
  const { current, previous } = useMemo(
    () => indicatorRequestsFor({ customersId, period: applied.period, runId: applied.runId }),
    [customersId, applied],
  );
  const indicators = useGeneralIndicators({ current, previous });
  const isLoading = Object.values(indicators).some((indicator) => indicator.isPending);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = readPeriodText(picker.text.from, picker.text.to);
    if (!outcome.isValid) {
      setValidationMessage(outcome.message);
      return;
    }
    setValidationMessage(null);
    periodRun.run({ runId: choice.runId + 1 }, outcome.period);
  };

  const errorId = 'home-period-error';
  return (
    <div className={styles.tabBody}>
      <form
        className={`${pageStyles.filters} ${styles.periodForm}`}
        onSubmit={filter}
        noValidate
        aria-label="Período dos indicadores"
      >
        <div className={styles.periodFields}>
          <PeriodDates
            idPrefix="home"
            value={picker.text}
            onChange={picker.setText}
            errorId={validationMessage ? errorId : undefined}
          />
          <button type="submit" className={pageStyles.primaryButton} aria-busy={isLoading}>
            Filtrar
          </button>
        </div>
        <QuickRanges value={picker.quickRange} onPick={picker.pickQuickRange} />
        {validationMessage && (
          <p id={errorId} className={pageStyles.validation} role="alert">
            {validationMessage}
          </p>
        )}
        <p className={styles.periods} data-testid="home-periods">
          <span>
            Período: <strong>{formatPeriod(applied.period)}</strong>
          </span>
          <span data-testid="comparison-period">
            Comparado com: <strong>{formatPeriod(comparison)}</strong>
          </span>
        </p>
      </form>

      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.steps} />}>
        <Steps indicator={indicators.steps} />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.movement} />}>
        <Movement indicator={indicators.movimentacao} />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.donuts} />}>
        <div className={styles.pair}>
          <Donut
            id="home-storage"
            title="Período de armazenagem"
            definition={INDICATOR_DEFINITIONS.periodoDeArmazenagem}
            slices={STORAGE_SLICES}
            indicator={indicators.storage}
            emptyText="Nenhum processo com presença de carga no período."
            remainderLabel="sem período de armazenagem"
          />
          <Donut
            id="home-di-channel"
            title="Canal de registro de DI"
            definition={INDICATOR_DEFINITIONS.registroDi}
            slices={DI_CHANNEL_SLICES}
            indicator={indicators.registroDi}
            emptyText="Nenhuma DI ou DUIMP registrada no período."
            remainderLabel="sem canal"
          />
        </div>
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.leadtime} />}>
        <Leadtime indicator={indicators.leadtimes} />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.closing} />}>
        <div className={styles.pair}>
          {canSeeDelayedEtd(companies) && (
            <DelayedEtd
              range={current.range}
              previousRange={previous.range}
              runId={applied.runId}
              periodText={formatPeriod(applied.period)}
            />
          )}
          <PersonalizeIndicator />
        </div>
      </DeferredMount>
    </div>
  );
};
