import { DASHBOARD_TAXES, type TDashboardComparison, type TImportDashboard } from '@pc/contract/dashboard';
import { NoSample } from '../../components/no-sample/no-sample.tsx';
import { formatBRL, formatRate, formatWeight } from '../../lib/format.ts';
import { ChangeBadge, PreviousValue } from './comparison.tsx';
import styles from './import-dashboard.module.css';

type TDashboardProps = { dashboard: TImportDashboard | undefined };

const Skeleton = ({ width = '70%' }: { width?: string }) => (
  <span className={styles.skeleton} style={{ width }} aria-hidden="true" />
);

/** One compared figure: the value now, its change and the previous period's value. */
const ComparedFigure = ({
  comparison,
  format,
}: {
  comparison: TDashboardComparison | undefined;
  format: (value: number) => string;
}) =>
  comparison ? (
    <>
      <strong className={styles.amount}>{format(comparison.periodo_atual)}</strong>
      <ChangeBadge comparison={comparison} />
      <PreviousValue text={format(comparison.periodo_anterior)} />
    </>
  ) : (
    <>
      <Skeleton />
      <Skeleton width="40%" />
      <Skeleton width="55%" />
    </>
  );

/** The six tax cards: II, IPI, PIS, COFINS, SISCOMEX and ANTIDUMPING (spec part 2 §2.5). */
export const TaxCards = ({ dashboard }: TDashboardProps) => (
  <div className={styles.taxGrid}>
    {DASHBOARD_TAXES.map(({ key, label }) => (
      <article
        key={key}
        className={styles.card}
        aria-label={`Total de ${label}`}
        data-testid={`tax-${label}`}
      >
        <h3 className={styles.cardTitle}>{label}</h3>
        <ComparedFigure comparison={dashboard?.[key]} format={formatBRL} />
      </article>
    ))}
  </div>
);

/** Total VMLD without and with taxes, each against the previous period. */
export const VmldCard = ({ dashboard }: TDashboardProps) => {
  const vmld = dashboard?.vmld;
  const rows = vmld
    ? [
        {
          label: 'Sem impostos',
          comparison: {
            periodo_atual: vmld.total_sem_impostos,
            periodo_anterior: vmld.vmld_periodo_anterior.total_sem_impostos,
            variacao: vmld.variacao_sem_impostos,
            porcentagem: vmld.porcentagem_sem_impostos,
          },
        },
        {
          label: 'Com impostos',
          comparison: {
            periodo_atual: vmld.total_com_impostos,
            periodo_anterior: vmld.vmld_periodo_anterior.total_com_impostos,
            variacao: vmld.variacao_com_impostos,
            porcentagem: vmld.porcentagem_com_impostos,
          },
        },
      ]
    : [
        { label: 'Sem impostos', comparison: undefined },
        { label: 'Com impostos', comparison: undefined },
      ];
  return (
    <article className={styles.card} aria-labelledby="dash-vmld" data-testid="dash-vmld">
      <h3 id="dash-vmld" className={styles.cardTitle}>
        Total VMLD
      </h3>
      <div className={styles.figureRows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.figureRow}>
            <span className={styles.figureLabel}>{row.label}</span>
            <ComparedFigure comparison={row.comparison} format={formatBRL} />
          </div>
        ))}
      </div>
    </article>
  );
};

/** Gross and net weight of the period, in KG. */
export const WeightsCard = ({ dashboard }: TDashboardProps) => (
  <article className={styles.card} aria-labelledby="dash-weights" data-testid="dash-weights">
    <h3 id="dash-weights" className={styles.cardTitle}>
      Peso importado
    </h3>
    <div className={styles.figureRows}>
      {[
        { label: 'Peso bruto', value: dashboard?.peso_bruto },
        { label: 'Peso líquido', value: dashboard?.peso_liquido },
      ].map((row) => (
        <div key={row.label} className={styles.figureRow}>
          <span className={styles.figureLabel}>{row.label}</span>
          {row.value === undefined ? (
            <Skeleton />
          ) : (
            <strong className={styles.amount}>{formatWeight(row.value)}</strong>
          )}
        </div>
      ))}
    </div>
  </article>
);

const CURRENCY_NAMES: Record<string, string> = {
  USD: 'Dólar (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'Libra (GBP)',
  CNY: 'Yuan (CNY)',
};

/** The average exchange rate of the period, 4 decimals with a decimal comma (spec part 2 §9). */
export const ExchangeRateCard = ({ dashboard }: TDashboardProps) => (
  <article className={styles.card} aria-labelledby="dash-rate" data-testid="dash-rate">
    <h3 id="dash-rate" className={styles.cardTitle}>
      Taxa de câmbio média
    </h3>
    {dashboard ? (
      <>
        <span className={styles.figureLabel}>{CURRENCY_NAMES[dashboard.moeda] ?? dashboard.moeda}</span>
        {/* A mean of no quote is 0 on the wire; no PTAX rate is ever 0, so 0 means no sample. */}
        {Number(dashboard.media_periodo) === 0 ? (
          <NoSample reason="sem cotações no período" valueClassName={styles.amount} />
        ) : (
          <strong className={styles.amount}>R$ {formatRate(Number(dashboard.media_periodo))}</strong>
        )}
        <span className={styles.hint}>Média das cotações de compra (PTAX) dos dias do período.</span>
      </>
    ) : (
      <>
        <Skeleton width="40%" />
        <Skeleton />
      </>
    )}
  </article>
);
