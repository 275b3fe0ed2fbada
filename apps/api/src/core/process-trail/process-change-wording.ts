import { formatBrDay } from '../../lib/format-br.ts';
import type { processes } from '../../db/schema/processes.ts';

/** Grammatical gender and number of a field's name, so the sentence agrees ('ETA alterado', 'Chegada alterada'). */
type TAgreement = 'm' | 'f' | 'mp';

/** 'event': not a value that changes but something that happened, told as label + what ('de X aprovada por Y.'). */
type TTrackedField = { label: string; agreement: TAgreement; kind: 'date' | 'step' | 'text' | 'event' };

/**
 * The milestones of a process whose changes are recorded in the trail (part 1 §3 and the
 * timeline of §2): step, status, DI/DUIMP channel and every timeline date. Names as the timeline
 * and the modal show them.
 */
export const TRACKED_PROCESS_FIELDS = {
  stepId: { label: 'Etapa', agreement: 'f', kind: 'step' },
  status: { label: 'Status', agreement: 'm', kind: 'text' },
  diChannel: { label: 'Canal da DI', agreement: 'm', kind: 'text' },
  duimpChannel: { label: 'Canal da DUIMP', agreement: 'm', kind: 'text' },
  datesEstimatedGoodsReadinesDate: { label: 'Prontidão Prevista', agreement: 'f', kind: 'date' },
  datesGoodsReadinesDate: { label: 'Prontidão Confirmada', agreement: 'f', kind: 'date' },
  initialDatesEtd: { label: 'ETD Inicial', agreement: 'm', kind: 'date' },
  datesEtd: { label: 'ETD', agreement: 'm', kind: 'date' },
  datesDepartureDate: { label: 'Embarque', agreement: 'm', kind: 'date' },
  datesEta: { label: 'ETA', agreement: 'm', kind: 'date' },
  datesArrivalDate: { label: 'Chegada', agreement: 'f', kind: 'date' },
  mooringDate: { label: 'Atracação', agreement: 'f', kind: 'date' },
  datesGoodsPresenceDate: { label: 'Presença', agreement: 'f', kind: 'date' },
  diRegistryDate: { label: 'Registro da DI', agreement: 'm', kind: 'date' },
  duimpRegistryDate: { label: 'Registro da DUIMP', agreement: 'm', kind: 'date' },
  diResourcefulnessDate: { label: 'Desembaraço da DI', agreement: 'm', kind: 'date' },
  duimpResourcefulnessDate: { label: 'Desembaraço da DUIMP', agreement: 'm', kind: 'date' },
  datesGoodsLoadingDate: { label: 'Carregamento', agreement: 'm', kind: 'date' },
  datesCargoCollectDate: { label: 'Coleta da Carga', agreement: 'f', kind: 'date' },
  datesEstimatedCustomerDeliverDate: { label: 'Entrega Prevista', agreement: 'f', kind: 'date' },
  datesCustomerDeliverDate: { label: 'Entrega Realizada', agreement: 'f', kind: 'date' },
  originalsDocumentsDate: { label: 'Documentos Originais', agreement: 'mp', kind: 'date' },
  billingSendDate: { label: 'Envio do Faturamento', agreement: 'm', kind: 'date' },
} as const satisfies Partial<Record<keyof typeof processes.$inferSelect, TTrackedField>>;

export type TTrackedProcessField = keyof typeof TRACKED_PROCESS_FIELDS;

export const isTrackedProcessField = (field: string): field is TTrackedProcessField =>
  Object.hasOwn(TRACKED_PROCESS_FIELDS, field);

/**
 * Trail fields that are not columns of the process: what the customer decided on a freight
 * quotation ('Aprovada: Rápido Cargo'), recorded with the milestones so the follow-up e-mails
 * tell the company's other users too.
 */
export const TRAIL_ONLY_FIELDS = {
  freightQuotation: { label: 'Cotação de frete', agreement: 'f', kind: 'event' },
} as const satisfies Record<string, TTrackedField>;

const trackedFieldOf = (field: string): TTrackedField | null => {
  if (isTrackedProcessField(field)) return TRACKED_PROCESS_FIELDS[field];
  return Object.hasOwn(TRAIL_ONLY_FIELDS, field)
    ? TRAIL_ONLY_FIELDS[field as keyof typeof TRAIL_ONLY_FIELDS]
    : null;
};

const ENDINGS: Record<TAgreement, { changed: string; set: string; removed: string }> = {
  m: { changed: 'alterado', set: 'informado', removed: 'removido' },
  f: { changed: 'alterada', set: 'informada', removed: 'removida' },
  mp: { changed: 'alterados', set: 'informados', removed: 'removidos' },
};

type TDescribeOptions = {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** Step id → name, for the step's values. */
  stepNames: ReadonlyMap<number, string>;
};

const formatValue = (
  kind: TTrackedField['kind'],
  value: string,
  stepNames: ReadonlyMap<number, string>,
): string => {
  switch (kind) {
    case 'date':
      return formatBrDay(value);
    case 'step':
      return stepNames.get(Number(value)) ?? `Etapa ${value}`;
    case 'text':
    case 'event':
      return value;
  }
};

/**
 * The trail's sentence in plain pt-BR, as the history, the e-mails and the digest show it:
 * 'ETA alterado de 10/12/2026 para 14/12/2026', 'Chegada informada: 14/12/2026',
 * 'Canal da DI removido (era VERDE)'; an event reads 'Cotação de frete de Rápido Cargo aprovada por Ana Souza.'.
 */
export const describeProcessChange = ({ field, oldValue, newValue, stepNames }: TDescribeOptions): string => {
  const tracked: TTrackedField = trackedFieldOf(field) ?? { label: field, agreement: 'm', kind: 'text' };
  if (tracked.kind === 'event') return `${tracked.label} ${newValue ?? ''}`.trim();
  const endings = ENDINGS[tracked.agreement];
  const format = (value: string) => formatValue(tracked.kind, value, stepNames);
  if (oldValue === null && newValue === null) return `${tracked.label} ${endings.changed}`;
  if (oldValue === null) return `${tracked.label} ${endings.set}: ${format(newValue ?? '')}`;
  if (newValue === null) return `${tracked.label} ${endings.removed} (era ${format(oldValue)})`;
  return `${tracked.label} ${endings.changed} de ${format(oldValue)} para ${format(newValue)}`;
};
