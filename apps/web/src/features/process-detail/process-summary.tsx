import type { ReactNode } from 'react';
import type { TProcessDetail } from '@pc/contract/process';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { orNI } from '../../lib/format.ts';
import { StepIcon } from './process-icons.tsx';
import { readableTextColour } from '../../lib/readable-text-colour.ts';
import styles from './process-summary.module.css';
import sections from './sections.module.css';

// Fallbacks only when the server sends a step without colours.
const DEFAULT_STEP_COLOR = '#104375';
const DEFAULT_STEP_TEXT_COLOR = '#ffffff';

const SummaryField = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={sections.field}>
    <span className={sections.fieldLabel}>{label}</span>
    <span className={sections.fieldValue}>{children}</span>
  </div>
);

/** Step (icon, alias, colour), customer, exporter, manufacturer, order reference and invoice. */
export const ProcessSummary = ({ process }: { process: TProcessDetail }) => (
  <section className={styles.summary} aria-label="Resumo do processo">
    <span
      className={styles.step}
      data-testid="process-step"
      style={{
        background: process.step?.color ?? DEFAULT_STEP_COLOR,
        color: readableTextColour(
          process.step?.color ?? DEFAULT_STEP_COLOR,
          process.step?.textColor ?? DEFAULT_STEP_TEXT_COLOR,
        ),
      }}
      title={process.step?.description ?? undefined}
    >
      <StepIcon stepId={process.step?.id ?? null} size={18} />
      {orNI(process.step?.alias)}
    </span>
    <SummaryField label="Cliente">
      <SensitiveName>{orNI(process.customer?.name)}</SensitiveName>
    </SummaryField>
    <SummaryField label="Exportador">
      <SensitiveName>{orNI(process.exporter?.name)}</SensitiveName>
    </SummaryField>
    <SummaryField label="Fabricante">
      <SensitiveName>{orNI(process.manufacturer?.name)}</SensitiveName>
    </SummaryField>
    <SummaryField label="Ref. Pedido/Cliente">{orNI(process.customerRef)}</SummaryField>
    <SummaryField label="Invoice">{orNI(process.invoice)}</SummaryField>
  </section>
);
