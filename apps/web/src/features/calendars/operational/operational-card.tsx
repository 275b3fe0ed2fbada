import { useProcessModal } from '../../../hooks/use-process-modal.ts';
import { formatProcessReference, orNI } from '../../../lib/format.ts';
import styles from '../cards.module.css';
import { displayText, type TDisplayField } from '../display-field.ts';
import { CalendarTooltip } from '../grid/calendar-tooltip.tsx';
import type { TOperationalEntry } from './operational-entries.ts';

/** Provider reference, customer reference, invoice, exporter, manufacturer (spec §2.4). */
export const OperationalTooltip = ({ entry }: { entry: TOperationalEntry }) => {
  const { process } = entry;
  return (
    <>
      <span className={styles.tooltipTitle}>
        {formatProcessReference(process.typeOfProcess, process.identification)}
      </span>
      <span>{`Ref. cliente: ${orNI(process.customerRef)}`}</span>
      <span>{`Invoice: ${orNI(process.invoice)}`}</span>
      <span>{`Exportador: ${orNI(process.exporter?.name)}`}</span>
      <span>{`Fabricante: ${orNI(process.manufacturer?.name)}`}</span>
    </>
  );
};

type TOperationalCardProps = { entry: TOperationalEntry; displayField: TDisplayField };

/** 'EMB|CGD|ETA|ETD' plus the chosen field, or S/I; a click opens the process. */
export const OperationalCard = ({ entry, displayField }: TOperationalCardProps) => {
  const { openProcess } = useProcessModal();
  const { process } = entry;
  const text = displayText(
    {
      invoice: process.invoice,
      customerReference: process.customerRef,
      typeOfProcess: process.typeOfProcess,
      identification: process.identification,
    },
    displayField,
  );
  return (
    <li className={styles.card} data-type={entry.type} data-testid="operational-card">
      <CalendarTooltip content={<OperationalTooltip entry={entry} />}>
        <button type="button" className={styles.main} onClick={() => openProcess(process.id)}>
          <span className={styles.label}>
            <span className={styles.type}>{entry.type}</span>
            {text}
          </span>
        </button>
      </CalendarTooltip>
    </li>
  );
};
