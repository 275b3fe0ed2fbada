import type { TFreightQuotation } from '@pc/contract/quotation';
import { CONTAINER_TYPES } from '@pc/contract/quotation';
import type { TInstallment, TInvoice } from '@pc/contract/invoice';
import type { TStoragePeriod, TWayOfTransport } from '@pc/contract/primitives';
import { WAY_OF_TRANSPORT_LABEL } from '@pc/contract/report-columns';
import { formatCurrency, NOT_INFORMED } from '../../lib/format.ts';

export const transportModeLabel = (mode: TWayOfTransport | null): string =>
  mode === null ? NOT_INFORMED : WAY_OF_TRANSPORT_LABEL[mode];

export const storagePeriodLabel = (period: TStoragePeriod | null): string => {
  if (period === null) return NOT_INFORMED;
  switch (period) {
    case 'PRIMEIRO_PERIODO':
      return 'Primeiro período';
    case 'SEGUNDO_PERIODO':
      return 'Segundo período';
    case 'TERCEIRO_PERIODO':
      return 'Terceiro período';
    case 'QUARTO_PERIODO':
      return 'Quarto período';
    case 'OUTROS':
      return 'Outros';
  }
};

export const yesNoLabel = (value: boolean | null): string => {
  if (value === null) return NOT_INFORMED;
  return value ? 'Sim' : 'Não';
};

export type TApprovalDisplay =
  | { kind: 'approved'; label: 'Aprovado' }
  | { kind: 'justification'; label: 'Justificativa'; reason: string }
  | { kind: 'rejected'; label: 'Reprovado' }
  | { kind: 'none' };

/** Spec §4: true 'Aprovado'; false with a reason 'Justificativa'; false without 'Reprovado'; null nothing. */
export const approvalDisplay = (
  quotation: Pick<TFreightQuotation, 'approved' | 'rejectReason'>,
): TApprovalDisplay => {
  if (quotation.approved === null) return { kind: 'none' };
  if (quotation.approved) return { kind: 'approved', label: 'Aprovado' };
  const reason = quotation.rejectReason?.trim();
  if (reason) return { kind: 'justification', label: 'Justificativa', reason };
  return { kind: 'rejected', label: 'Reprovado' };
};

const KNOWN_CONTAINER_TYPES: ReadonlySet<string> = new Set(CONTAINER_TYPES);

/** 'DRY 40'; unknown or missing types show 'N/I' (spec §4). */
export const containerTypeLabel = (type: string | null): string => {
  const normalised = type?.trim().toUpperCase() ?? '';
  return KNOWN_CONTAINER_TYPES.has(normalised) ? normalised : NOT_INFORMED;
};

/** '1 dia', '30 dias'. */
export const dayCountLabel = (days: number): string => `${days} ${days === 1 ? 'dia' : 'dias'}`;

/** 'S/I' (sem informação) for an invoice without a total (spec part 1 §2). */
export const invoiceTotalLabel = (invoice: Pick<TInvoice, 'invoiceAmount' | 'currency'>): string =>
  invoice.invoiceAmount === null ? 'S/I' : formatCurrency(invoice.invoiceAmount, invoice.currency);

export const TERM_CONDITION = 'Pagamento à Prazo';

/** Condition plus term: the term (days) shows only for 'Pagamento à Prazo' (spec §2). */
export const installmentConditionLabel = (installment: Pick<TInstallment, 'condition' | 'term'>): string => {
  const condition = installment.condition?.trim();
  if (!condition) return NOT_INFORMED;
  if (condition !== TERM_CONDITION || installment.term === null) return condition;
  return `${condition} - ${dayCountLabel(installment.term)}`;
};

/** Author initials for the history avatar: first and last word ('Juliana Prado' → 'JP'). */
export const initialsOf = (name: string | null): string => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return `${first.charAt(0)}${last ? last.charAt(0) : ''}`.toUpperCase();
};
