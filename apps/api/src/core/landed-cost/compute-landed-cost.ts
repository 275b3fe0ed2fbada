import type {
  TCostComponents,
  TCostTotals,
  TLandedCost,
  TLandedCostExpense,
  TLandedCostItem,
} from '@pc/contract/landed-cost';
import {
  COST_COMPONENTS,
  CREDITED_COMPONENTS,
  UNIT_COST_DECIMALS,
  type TCostComponent,
  type TLandedCostAllocation,
  type TTaxRegime,
} from '@pc/contract/landed-cost-rules';

/** The declaration's own parts of an item: every component but the spread expenses. */
export type TDeclarationComponent = Exclude<TCostComponent, 'expenses'>;

/** One declaration item as the arithmetic reads it: money in reais (as stored: 2 places). */
export type TCostItemInput = {
  itemNumber: number;
  ncm: string;
  productCode: string | null;
  productDescription: string | null;
  quantity: number | null;
  unit: string | null;
  grossWeight: number;
  amounts: Record<TDeclarationComponent, number>;
};

export type TApplied = TLandedCost['appliedAllocation'];

/** What the spread reads of an item: its quantity, gross weight and VMLD. */
export type TAllocationBasis = Pick<TCostItemInput, 'quantity' | 'grossWeight'> & {
  amounts: Pick<TCostItemInput['amounts'], 'vmld'>;
};

type TCents = Record<TCostComponent, bigint>;

const UNIT_SCALE = 10n ** BigInt(UNIT_COST_DECIMALS);

/** Reais (2 places at most, as stored) to whole cents. */
const toCents = (reais: number): bigint => BigInt(Math.round(reais * 100));
const fromCents = (cents: bigint): number => Number(cents) / 100;
/** A basis as an integer at the column's scale (weights to the gram, quantities to 5 places). */
const toUnits = (value: number, decimals: number): bigint => BigInt(Math.round(value * 10 ** decimals));

/** a ÷ b rounded half away from zero, for non-negative a and positive b. */
const divideRounded = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * The basis the spread uses and each item's weight in it. The company's choice when every item can
 * carry it; else VMLD (an item without a quantity, or no weight at all), else equal parts (no VMLD).
 */
export const chooseAllocationWeights = (
  allocation: TLandedCostAllocation,
  items: readonly TAllocationBasis[],
): { applied: TApplied; weights: bigint[] } => {
  const sum = (weights: bigint[]) => weights.reduce((total, weight) => total + weight, 0n);
  if (allocation === 'quantity' && items.every((item) => item.quantity !== null)) {
    const weights = items.map((item) => toUnits(item.quantity ?? 0, 5));
    if (sum(weights) > 0n) return { applied: 'quantity', weights };
  }
  if (allocation === 'weight') {
    const weights = items.map((item) => toUnits(item.grossWeight, 3));
    if (sum(weights) > 0n) return { applied: 'weight', weights };
  }
  const weights = items.map((item) => toCents(item.amounts.vmld));
  if (sum(weights) > 0n) return { applied: 'vmld', weights };
  return { applied: 'equal', weights: items.map(() => 1n) };
};

/**
 * One amount spread over the weights, to the cent: each part rounded, and the difference put on the
 * item of the largest weight (the first of equals), so the parts add up to the amount exactly. When
 * that would take the largest part below zero (a few cents over many equal items), each part is
 * rounded down instead, which leaves a difference of zero or more.
 */
export const spreadAmount = (amount: bigint, weights: readonly bigint[]): bigint[] => {
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weights.length === 0 || total === 0n) return weights.map(() => 0n);
  let largest = 0;
  weights.forEach((weight, index) => {
    if (weight > (weights[largest] ?? 0n)) largest = index;
  });
  const settle = (parts: bigint[]): bigint[] => {
    const difference = amount - parts.reduce((sum, part) => sum + part, 0n);
    return parts.map((part, index) => (index === largest ? part + difference : part));
  };
  const rounded = settle(weights.map((weight) => divideRounded(amount * weight, total)));
  if ((rounded[largest] ?? 0n) >= 0n) return rounded;
  return settle(weights.map((weight) => (amount * weight) / total));
};

/**
 * Each item's share of the expenses, in cents: every expense spread on its own (as the Custo tab
 * lists them), the shares summed. Items in item-number order (the tie-break of the largest).
 */
export const allocateExpenses = (options: {
  items: readonly TAllocationBasis[];
  expenseAmounts: readonly number[];
  allocation: TLandedCostAllocation;
}): { applied: TApplied; shares: bigint[] } => {
  const { applied, weights } = chooseAllocationWeights(options.allocation, options.items);
  const shares = options.items.map(() => 0n);
  for (const amount of options.expenseAmounts) {
    spreadAmount(toCents(amount), weights).forEach((part, index) => {
      shares[index] = (shares[index] ?? 0n) + part;
    });
  }
  return { applied, shares };
};

/** The credits of a regime on one line, in cents (none without a regime). */
export const creditCentsOf = (cents: Readonly<Record<TCostComponent, bigint>>, regime: TTaxRegime): bigint =>
  CREDITED_COMPONENTS[regime].reduce((sum, component) => sum + cents[component], 0n);

/** A declaration item's components in cents, with its share of the expenses. */
export const lineCentsOf = (amounts: TCostItemInput['amounts'], expenses: bigint): TCents => ({
  vmld: toCents(amounts.vmld),
  ii: toCents(amounts.ii),
  ipi: toCents(amounts.ipi),
  pis: toCents(amounts.pis),
  cofins: toCents(amounts.cofins),
  antidumping: toCents(amounts.antidumping),
  siscomexFee: toCents(amounts.siscomexFee),
  icms: toCents(amounts.icms),
  expenses,
});

const zeroCents = (): TCents =>
  Object.fromEntries(COST_COMPONENTS.map((component) => [component, 0n])) as TCents;

const toComponents = (cents: TCents, scale: (value: bigint) => number): TCostComponents =>
  Object.fromEntries(
    COST_COMPONENTS.map((component) => [component, scale(cents[component])]),
  ) as TCostComponents;

const totalsOf = (
  cents: TCents,
  regime: TTaxRegime | null,
  scale: (value: bigint) => number,
): TCostTotals => {
  const gross = COST_COMPONENTS.reduce((sum, component) => sum + cents[component], 0n);
  if (regime === null) return { gross: scale(gross), credits: null, net: null };
  const credits = creditCentsOf(cents, regime);
  return { gross: scale(gross), credits: scale(credits), net: scale(gross - credits) };
};

const fromUnitScale = (value: bigint): number => Number(value) / Number(UNIT_SCALE);

/** Each component per unit, in 1/10⁴ of a real (the line's cents ÷ the quantity, rounded). */
const perUnit = (cents: TCents, quantity: number): TCents => {
  // cents × 10⁴/100 ÷ quantity, with the quantity as an integer of 5 places.
  const divisor = toUnits(quantity, 5);
  return Object.fromEntries(
    COST_COMPONENTS.map((component) => [
      component,
      divideRounded(cents[component] * (UNIT_SCALE / 100n) * 100_000n, divisor),
    ]),
  ) as TCents;
};

/** A line's totals, and per unit when it has a quantity: the Custo tab's item and a product's import. */
const describeLine = (cents: TCents, quantity: number | null, taxRegime: TTaxRegime | null) => {
  const unit = quantity === null || quantity <= 0 ? null : perUnit(cents, quantity);
  return {
    components: toComponents(cents, fromCents),
    totals: totalsOf(cents, taxRegime, fromCents),
    unitComponents: unit ? toComponents(unit, fromUnitScale) : null,
    unitTotals: unit ? totalsOf(unit, taxRegime, fromUnitScale) : null,
  };
};

/** One declaration item's cost, from its amounts and its share of the expenses (an analytics fact's). */
export const costItemLine = (options: {
  amounts: TCostItemInput['amounts'];
  expenses: number;
  quantity: number | null;
  taxRegime: TTaxRegime | null;
}) =>
  describeLine(lineCentsOf(options.amounts, toCents(options.expenses)), options.quantity, options.taxRegime);

/**
 * The landed cost of a process (custo de nacionalização), the one place its arithmetic lives
 * (docs/decisions/0120-landed-cost-arithmetic.md):
 * - each expense is spread over the items by the basis (VMLD unless the company chose weight or
 *   quantity), to the cent, the rounding difference on the largest item;
 * - an item's gross cost = VMLD + II + IPI + PIS + COFINS + antidumping + its Siscomex fee + ICMS +
 *   its share of the expenses; the credits are the components the tax regime takes back; net =
 *   gross − credits (none without a regime);
 * - per unit = each component ÷ the quantity to 4 places, the unit gross their sum;
 * - the process's components are the sums of the items', so every part adds up to the whole.
 */
export const computeLandedCost = (options: {
  items: readonly TCostItemInput[];
  expenses: readonly TLandedCostExpense[];
  allocation: TLandedCostAllocation;
  taxRegime: TTaxRegime | null;
}): TLandedCost | null => {
  const { items, expenses, allocation, taxRegime } = options;
  if (items.length === 0) return null;
  const { applied, shares } = allocateExpenses({
    items,
    expenseAmounts: expenses.map((expense) => expense.amount),
    allocation,
  });
  const lines = items.map((item, index) => lineCentsOf(item.amounts, shares[index] ?? 0n));
  const process = zeroCents();
  for (const line of lines) {
    for (const component of COST_COMPONENTS) process[component] += line[component];
  }
  return {
    allocation,
    appliedAllocation: applied,
    taxRegime,
    creditedComponents: taxRegime === null ? [] : [...CREDITED_COMPONENTS[taxRegime]],
    components: toComponents(process, fromCents),
    totals: totalsOf(process, taxRegime, fromCents),
    expensesTotal: fromCents(expenses.reduce((sum, expense) => sum + toCents(expense.amount), 0n)),
    items: items.map((item, index): TLandedCostItem => {
      return {
        itemNumber: item.itemNumber,
        ncm: item.ncm,
        productCode: item.productCode,
        productDescription: item.productDescription,
        quantity: item.quantity,
        unit: item.unit,
        ...describeLine(lines[index] ?? zeroCents(), item.quantity, taxRegime),
      };
    }),
    expenses: [...expenses],
  };
};
