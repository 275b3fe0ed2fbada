/**
 * A pt-BR amount as typed ('1.234,56', '1234,5', 'R$ 12.500') → reais, or null when it is not one.
 * A dot only groups thousands (as in pt-BR): '1.234' is one thousand two hundred and thirty-four,
 * and '12.34' is refused rather than guessed.
 */
export const parseMoneyText = (text: string): number | null => {
  const compact = text.replace(/^\s*R\$/, '').replace(/\s/g, '');
  const isGrouped = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(compact);
  const isPlain = /^\d+(,\d{1,2})?$/.test(compact);
  if (!isGrouped && !isPlain) return null;
  const value = Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
};
