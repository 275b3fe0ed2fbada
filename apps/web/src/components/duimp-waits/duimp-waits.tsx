import { DUIMP_AGENCY_LABELS, duimpLabelOf } from '@pc/contract/duimp';
import type { TTransitTimeDuimp } from '@pc/contract/transit-time';
import { formatDayCount } from '../../lib/format-days.ts';
import { formatNumber } from '../../lib/format.ts';
import { NoSample } from '../no-sample/no-sample.tsx';
import { PlainTable } from '../plain-table/plain-table.tsx';
import styles from './duimp-waits.module.css';

type TDuimpWaitsProps = {
  /** Days from registration to the channel; null when no DUIMP has both days. */
  registryToChannel: number | null;
  /** The DUIMPs that mean is taken over. */
  processes: number;
  /** The contract's rows; the BI's, renamed to them. */
  agencies: TTransitTimeDuimp['lpcoByAgency'];
  /** Not read yet: neither a figure nor its absence is shown. */
  isLoading?: boolean;
};

const count = (value: number, one: string, many: string): string =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

/**
 * The DUIMP era's two waits, as the Home's TRANSIT TIME and the BI's Lead Times show them:
 * "Registro → canal" over the DUIMPs, and "LPCO: pedido → deferimento" per agency (an unknown
 * agency code as sent).
 */
export const DuimpWaits = ({
  registryToChannel,
  processes,
  agencies,
  isLoading = false,
}: TDuimpWaitsProps) => (
  <div className={styles.waits} aria-busy={isLoading}>
    <p className={styles.channel} data-testid="duimp-registry-to-channel">
      <span className={styles.label}>Registro → canal</span>{' '}
      {isLoading ? (
        // Not read yet: "nenhuma DUIMP" would state what nobody knows.
        <span className={styles.sample} role="status">
          Carregando…
        </span>
      ) : registryToChannel === null || processes === 0 ? (
        <NoSample isInline reason="nenhuma DUIMP com registro e canal no período" />
      ) : (
        <>
          <strong className={styles.value}>{formatDayCount(registryToChannel)}</strong>{' '}
          <span className={styles.sample}>(média de {count(processes, 'DUIMP', 'DUIMPs')})</span>
        </>
      )}
    </p>
    <PlainTable
      label="LPCO: pedido → deferimento por órgão anuente"
      tableLabel="LPCO: pedido → deferimento por órgão anuente"
      headers={['Órgão anuente', 'Pedido → deferimento', 'LPCOs deferidos']}
      isBusy={isLoading}
    >
      {isLoading || agencies.length === 0 ? (
        <tr>
          <td colSpan={3} className={styles.empty}>
            {isLoading ? 'Carregando…' : 'Nenhum LPCO deferido no período.'}
          </td>
        </tr>
      ) : (
        agencies.map((row) => (
          <tr key={row.agency} data-testid={`lpco-wait-${row.agency}`}>
            <td>{duimpLabelOf(DUIMP_AGENCY_LABELS, row.agency)}</td>
            <td>{formatDayCount(row.averageOfDays)}</td>
            <td>{formatNumber(row.lpcos)}</td>
          </tr>
        ))
      )}
    </PlainTable>
  </div>
);
