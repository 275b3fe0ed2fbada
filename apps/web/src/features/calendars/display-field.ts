import { formatProcessReference } from '../../lib/format.ts';

/** Exibição: which text the cards show (spec part 2 §2.3, §2.4). */
export type TDisplayField = 'invoice' | 'customerReference' | 'ourReference';

export const DISPLAY_FIELD_LABELS: Record<TDisplayField, string> = {
  invoice: 'Invoice',
  customerReference: 'Referência do cliente',
  ourReference: 'Nossa referência',
};

export const DISPLAY_FIELDS: readonly TDisplayField[] = ['invoice', 'customerReference', 'ourReference'];

/** Shown when the chosen field is empty (spec part 2 §2.4). */
export const NO_INFORMATION = 'S/I';

export type TDisplaySource = {
  invoice: string | null;
  customerReference: string | null;
  typeOfProcess: string;
  identification: number;
};

const orNoInformation = (text: string | null): string => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? NO_INFORMATION : trimmed;
};

/** The card text for the chosen field; our reference is the type prefix + 5-digit identification. */
export const displayText = (source: TDisplaySource, field: TDisplayField): string => {
  switch (field) {
    case 'invoice':
      return orNoInformation(source.invoice);
    case 'customerReference':
      return orNoInformation(source.customerReference);
    case 'ourReference':
      return formatProcessReference(source.typeOfProcess, source.identification);
  }
};
