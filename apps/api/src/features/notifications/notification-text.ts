import { countOf, formatBrDay } from '../../lib/format-br.ts';

/** The longest part of a message quoted in its notification. */
const QUOTE_MAX_LENGTH = 80;

const DATE_LABELS = { datesEta: 'ETA', datesEtd: 'ETD' } as const;
export type TMovedDateField = keyof typeof DATE_LABELS;

const DECLARATION_LABELS = { DI: 'DI', DUIMP: 'DUIMP' } as const;
export type TDeclaration = keyof typeof DECLARATION_LABELS;

/** What falls due: a process's numerário, or an instalment of one of its invoices. */
export type TPaymentItem = { kind: 'NUMERARIO' } | { kind: 'PARCELA'; parcel: number; invoiceNumber: string };

/** What a notification says, by event; each fact as the sweep read it. */
export type TNotificationFacts =
  | { event: 'PROCESS_STEP'; stepName: string }
  | { event: 'PROCESS_DATE_MOVED'; field: TMovedDateField; from: string; to: string; days: number }
  | { event: 'PROCESS_CHANNEL'; declaration: TDeclaration; channel: string }
  | { event: 'PROCESS_CLEARED'; declaration: TDeclaration; day: string }
  /** An exigência the DUIMP brought: who asks (an agency's label), its LPCO if any, and its text. */
  | { event: 'LPCO_REQUIREMENT'; agency: string; lpcoNumber: string | null; text: string }
  /** The cargo's storage enters period `nextPeriod` on `day`, `daysLeft` days from the sweep's day. */
  | { event: 'PROCESS_STORAGE'; nextPeriod: number; day: string; daysLeft: number }
  | { event: 'MESSAGE_RECEIVED'; text: string }
  | { event: 'DOCUMENT_RECEIVED'; documentType: string; fileName: string }
  | { event: 'QUOTATION_RECEIVED'; forwarderName: string | null }
  | { event: 'PAYMENT_REPORT_DECIDED'; isConfirmed: boolean }
  | { event: 'PAYMENT_DUE'; item: TPaymentItem; day: string; daysLeft: number }
  | { event: 'PAYMENT_OVERDUE'; item: TPaymentItem; day: string };

/** A message's first words on one line, cut at a word with an ellipsis. */
export const quoteOf = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= QUOTE_MAX_LENGTH) return line;
  const cut = line.slice(0, QUOTE_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > QUOTE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

const moveOf = (days: number): string =>
  `${countOf(Math.abs(days), 'dia', 'dias')} ${days > 0 ? 'depois' : 'antes'}`;

const itemOf = (item: TPaymentItem): string =>
  item.kind === 'NUMERARIO' ? 'numerário' : `parcela ${item.parcel} da invoice ${item.invoiceNumber}`;

const whenDue = (daysLeft: number): string =>
  daysLeft === 0 ? 'vence hoje' : daysLeft === 1 ? 'vence amanhã' : `vence em ${daysLeft} dias`;

const whenOn = (daysLeft: number): string =>
  daysLeft <= 0 ? 'hoje' : daysLeft === 1 ? 'amanhã' : `em ${daysLeft} dias`;

/** The sentence of a notification, in pt-BR, led by the process's reference; never a company's name. */
export const notificationText = (reference: string, facts: TNotificationFacts): string => {
  switch (facts.event) {
    case 'PROCESS_STEP':
      return `${reference}: etapa alterada para ${facts.stepName}.`;
    case 'PROCESS_DATE_MOVED':
      return `${reference}: ${DATE_LABELS[facts.field]} alterado de ${formatBrDay(facts.from)} para ${formatBrDay(facts.to)} (${moveOf(facts.days)}).`;
    case 'PROCESS_CHANNEL':
      return `${reference}: ${DECLARATION_LABELS[facts.declaration]} parametrizada no canal ${facts.channel}.`;
    case 'PROCESS_CLEARED':
      return `${reference}: ${DECLARATION_LABELS[facts.declaration]} desembaraçada em ${formatBrDay(facts.day)}.`;
    case 'LPCO_REQUIREMENT':
      return facts.lpcoNumber
        ? `${reference}: exigência (${facts.agency}) no LPCO ${facts.lpcoNumber}: “${quoteOf(facts.text)}”`
        : `${reference}: exigência (${facts.agency}) na DUIMP: “${quoteOf(facts.text)}”`;
    case 'PROCESS_STORAGE':
      return `${reference}: a armazenagem passa ao ${facts.nextPeriod}º período ${whenOn(facts.daysLeft)} (${formatBrDay(facts.day)}).`;
    case 'MESSAGE_RECEIVED':
      return `${reference}: nova mensagem do despachante: “${quoteOf(facts.text)}”`;
    case 'DOCUMENT_RECEIVED':
      return `${reference}: documento recebido (${facts.documentType}: ${facts.fileName}).`;
    case 'QUOTATION_RECEIVED':
      return facts.forwarderName
        ? `${reference}: cotação de frete recebida de ${facts.forwarderName}.`
        : `${reference}: cotação de frete recebida.`;
    case 'PAYMENT_REPORT_DECIDED':
      return `${reference}: pagamento informado ${facts.isConfirmed ? 'confirmado' : 'recusado'} pelo despachante.`;
    case 'PAYMENT_DUE':
      return `${reference}: ${itemOf(facts.item)} ${whenDue(facts.daysLeft)} (${formatBrDay(facts.day)}).`;
    case 'PAYMENT_OVERDUE':
      return `${reference}: ${itemOf(facts.item)} venceu em ${formatBrDay(facts.day)} e não consta como pago.`;
    default: {
      const exhaustive: never = facts;
      throw new Error(`Evento sem texto: ${JSON.stringify(exhaustive)}`);
    }
  }
};
