export type TProcessSearchTextInput = {
  identification?: number | string | null;
  invoice?: string | null;
  customerRef?: string | null;
  anotherRef?: string | null;
  billOfLading?: string | null;
  exporterName?: string | null;
  manufacturerName?: string | null;
  diNumber?: string | null;
  duimpIdentification?: string | null;
  /** Invoice numbers of the process's invoices, besides the main one. */
  invoiceNumbers?: readonly (string | null | undefined)[];
  /** Container numbers (MSCU1234565). */
  containerNumbers?: readonly string[] | null;
};

/** Lower-case, accents removed, whitespace collapsed. Use it on the search term too. */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The `processes.search_text` value: the keyword-searchable fields joined by ' | ', normalised.
 * The reference appears both bare and padded to 5 digits (e.g. '812' and '00812').
 * DI numbers also appear with digits only ('24/1234567-8' and '2412345678'); container numbers as
 * sent, normalised ('mscu1234565').
 */
export const buildProcessSearchText = (input: TProcessSearchTextInput): string => {
  const parts: string[] = [];
  const push = (value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const text = normalizeSearchText(String(value));
    if (text !== '' && !parts.includes(text)) parts.push(text);
  };
  if (input.identification !== null && input.identification !== undefined) {
    push(input.identification);
    push(String(input.identification).padStart(5, '0'));
  }
  push(input.invoice);
  for (const number of input.invoiceNumbers ?? []) push(number);
  push(input.customerRef);
  push(input.anotherRef);
  push(input.billOfLading);
  for (const container of input.containerNumbers ?? []) push(container);
  push(input.exporterName);
  push(input.manufacturerName);
  for (const declaration of [input.diNumber, input.duimpIdentification]) {
    push(declaration);
    if (declaration) push(declaration.replace(/\D/g, ''));
  }
  return parts.join(' | ');
};
