import type { TProductImport, TProductListRow, TProductMonth, TProductSupplier } from '@pc/contract/products';
import { UNIT_COST_DECIMALS } from '@pc/contract/landed-cost-rules';
import type {
  TAnalyticsFact,
  TProductMonthTotal,
  TProductPeriodSums,
  TProductSupplierTotal,
  TProductTotal,
} from '../../core/analytics/analytics-types.ts';
import { costItemLine } from '../../core/landed-cost/compute-landed-cost.ts';
import { parseStoredSettings } from '../../core/landed-cost/load-landed-cost.ts';

const UNIT_SCALE = 10 ** UNIT_COST_DECIMALS;
const roundUnit = (value: number): number => Math.round(value * UNIT_SCALE) / UNIT_SCALE;

/** Σ cost ÷ Σ quantity to 4 places; null without a positive quantity. */
const weightedMean = (cost: number, quantity: number): number | null =>
  quantity > 0 ? roundUnit(cost / quantity) : null;

/** The weighted mean unit cost of a product's sums: none when its imports carry more than one unit. */
export const meanUnitCostOf = (total: TProductPeriodSums): number | null =>
  total.units > 1 ? null : weightedMean(total.costedGross, total.costedQuantity);

/**
 * A product's row of the list: its sums in the period, the weighted means (gross, and net when every
 * costed item's company has a regime) and the change against the previous period's mean.
 */
export const toProductListRow = (total: TProductTotal): TProductListRow => {
  const { previous } = total;
  const hasMixedUnits = total.units > 1;
  const meanUnitCost = meanUnitCostOf(total);
  const previousMean = previous && previous.unit === total.unit ? meanUnitCostOf(previous) : null;
  const isNetKnown = !hasMixedUnits && total.costedWithoutRegime === 0;
  return {
    productCode: total.productCode,
    description: total.description,
    ncm: total.ncm,
    unit: hasMixedUnits ? null : total.unit,
    hasMixedUnits,
    lastImportDate: total.lastImportDate,
    imports: total.imports,
    quantity: hasMixedUnits ? null : total.quantity,
    grossCost: total.grossCost,
    meanUnitCost,
    meanUnitNetCost: isNetKnown
      ? weightedMean(total.costedGross - total.costedCredits, total.costedQuantity)
      : null,
    previousMeanUnitCost: previousMean,
    change:
      meanUnitCost === null || previousMean === null || previousMean === 0
        ? null
        : (meanUnitCost - previousMean) / previousMean,
  };
};

/** One import of a product: a fact costed per unit by the Custo tab's arithmetic. */
export const toProductImport = (
  fact: TAnalyticsFact,
  names: { processNumber: string | null; originCountryName: string | null },
): TProductImport => {
  const { taxRegime } = parseStoredSettings({ allocation: null, taxRegime: fact.taxRegime });
  const line = costItemLine({
    amounts: {
      vmld: fact.vmld,
      ii: fact.ii,
      ipi: fact.ipi,
      pis: fact.pis,
      cofins: fact.cofins,
      antidumping: fact.antidumping,
      siscomexFee: fact.siscomex,
      icms: fact.icms,
    },
    expenses: fact.expenses,
    quantity: fact.quantity,
    taxRegime,
  });
  return {
    processId: fact.processId,
    processNumber: names.processNumber,
    companyId: fact.companyId,
    companyName: fact.acquirerName,
    registryDate: fact.registryDate,
    exporterName: fact.exporterName,
    originCountry: fact.originCountry,
    originCountryName: names.originCountryName,
    quantity: fact.quantity,
    unit: fact.unit,
    grossCost: line.totals.gross,
    credits: line.totals.credits,
    taxRegime,
    unitComponents: line.unitComponents,
    unitCost: line.unitTotals?.gross ?? null,
    unitNetCost: line.unitTotals?.net ?? null,
  };
};

/** A customs country code's pt-BR name; the code itself when the catalogue lacks it. */
export const countryNameIn = (countryNames: ReadonlyMap<string, string>, code: string): string =>
  countryNames.get(code) ?? code;

/** A month of the chart: its weighted mean (none across units). */
export const toProductMonth = (total: TProductMonthTotal): TProductMonth => ({
  month: total.month,
  meanUnitCost: total.units > 1 ? null : weightedMean(total.costedGross, total.costedQuantity),
  quantity: total.units > 1 ? null : total.quantity,
  imports: total.imports,
});

/**
 * The product's suppliers (exporters) compared: per exporter, its processes, quantity, the weighted
 * mean unit cost and the lowest and highest line's; the cheapest mean first, those without one last.
 */
export const compareSuppliers = (
  totals: readonly TProductSupplierTotal[],
  countryNames: ReadonlyMap<string, string>,
): TProductSupplier[] => {
  const suppliers = totals.map((total): TProductSupplier => {
    const isComparable = total.units <= 1 && total.costedQuantity > 0;
    return {
      exporterName: total.exporterName,
      originCountryName:
        total.originCountry === null ? null : countryNameIn(countryNames, total.originCountry),
      imports: total.imports,
      quantity: total.units > 1 ? null : total.quantity,
      meanUnitCost: isComparable ? weightedMean(total.costedGross, total.costedQuantity) : null,
      minUnitCost: isComparable ? total.minUnitCost : null,
      maxUnitCost: isComparable ? total.maxUnitCost : null,
      lastImportDate: total.lastImportDate,
    };
  });
  return suppliers.sort((a, b) => {
    if (a.meanUnitCost === null || b.meanUnitCost === null) {
      return a.meanUnitCost === null ? (b.meanUnitCost === null ? 0 : 1) : -1;
    }
    return a.meanUnitCost - b.meanUnitCost;
  });
};
