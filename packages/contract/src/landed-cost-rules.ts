// The landed cost's vocabulary (custo de nacionalização): what a process's expenses are, how they are
// spread over the declaration's items, and which taxes a tax regime takes back as credits. Shared by
// the ingestion, the arithmetic (apps/api core/landed-cost) and the screens, so a label or a rule is
// written once.

/** What a process expense is (despesa), as the ingestion API takes it. */
export const EXPENSE_CATEGORIES = [
  'afrmm',
  'armazenagem',
  'capatazia',
  'freteInternacional',
  'seguro',
  'freteRodoviario',
  'honorarios',
  'sda',
  'taxasPortuarias',
  'demurrage',
  'outros',
] as const;
export type TExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Readonly<Record<TExpenseCategory, string>> = {
  afrmm: 'AFRMM',
  armazenagem: 'Armazenagem',
  capatazia: 'Capatazia/THC',
  freteInternacional: 'Frete internacional',
  seguro: 'Seguro',
  freteRodoviario: 'Frete rodoviário',
  honorarios: 'Honorários do despachante',
  sda: 'SDA',
  taxasPortuarias: 'Taxas portuárias',
  demurrage: 'Demurrage',
  outros: 'Outros',
};

/** How a process's expenses are spread over its items: a company setting, VMLD unless the broker says. */
export const LANDED_COST_ALLOCATIONS = ['vmld', 'weight', 'quantity'] as const;
export type TLandedCostAllocation = (typeof LANDED_COST_ALLOCATIONS)[number];
export const DEFAULT_LANDED_COST_ALLOCATION: TLandedCostAllocation = 'vmld';

export const LANDED_COST_ALLOCATION_LABELS: Readonly<Record<TLandedCostAllocation, string>> = {
  vmld: 'proporcional ao VMLD',
  weight: 'proporcional ao peso bruto',
  quantity: 'proporcional à quantidade',
};

/** The importer's tax regime: a company setting that decides which taxes come back as credits. */
export const TAX_REGIMES = ['lucroReal', 'lucroPresumido', 'simplesNacional'] as const;
export type TTaxRegime = (typeof TAX_REGIMES)[number];

export const TAX_REGIME_LABELS: Readonly<Record<TTaxRegime, string>> = {
  lucroReal: 'Lucro Real',
  lucroPresumido: 'Lucro Presumido',
  simplesNacional: 'Simples Nacional',
};

/** The parts of an item's landed cost, in the planilha's order. */
export const COST_COMPONENTS = [
  'vmld',
  'ii',
  'ipi',
  'pis',
  'cofins',
  'antidumping',
  'siscomexFee',
  'icms',
  'expenses',
] as const;
export type TCostComponent = (typeof COST_COMPONENTS)[number];

export const COST_COMPONENT_LABELS: Readonly<Record<TCostComponent, string>> = {
  vmld: 'VMLD',
  ii: 'II',
  ipi: 'IPI',
  pis: 'PIS',
  cofins: 'COFINS',
  antidumping: 'Antidumping',
  siscomexFee: 'Taxa Siscomex',
  icms: 'ICMS',
  expenses: 'Despesas rateadas',
};

/**
 * The taxes each regime recovers as credits. The importer is equiparado a industrial (RIPI, art. 9),
 * so the IPI of the import is a credit in both profit regimes; ICMS is a credit in both; PIS and
 * COFINS-Importação are credits only in the non-cumulative regime (Lucro Real, Leis 10.637/02 and
 * 10.833/03); the Simples Nacional takes no credit. II, antidumping and the Siscomex fee are cost.
 */
export const CREDITED_COMPONENTS: Readonly<Record<TTaxRegime, readonly TCostComponent[]>> = {
  lucroReal: ['ipi', 'pis', 'cofins', 'icms'],
  lucroPresumido: ['ipi', 'icms'],
  simplesNacional: [],
};

/** The rule of each regime, as the Custo tab states it. */
export const TAX_REGIME_RULES: Readonly<Record<TTaxRegime, string>> = {
  lucroReal:
    'Lucro Real: IPI, PIS, COFINS e ICMS da importação são créditos e saem do custo líquido; II, antidumping, taxa Siscomex e despesas ficam no custo.',
  lucroPresumido:
    'Lucro Presumido: IPI e ICMS da importação são créditos e saem do custo líquido; PIS e COFINS (regime cumulativo), II, antidumping, taxa Siscomex e despesas ficam no custo.',
  simplesNacional:
    'Simples Nacional: nenhum imposto da importação gera crédito; o custo líquido é igual ao bruto.',
};

/** Decimal places of the per-unit values (a screw may cost R$ 0,0123): line totals stay to the cent. */
export const UNIT_COST_DECIMALS = 4;

/** The basis a spread used: the company's, or a fallback when the items cannot carry it. */
export type TAppliedAllocation = TLandedCostAllocation | 'equal';

/**
 * The allocation rule as the Custo tab and the planilha state it: the basis used and, when it is not
 * the company's choice, why.
 */
export const landedCostAllocationNote = ({
  allocation,
  appliedAllocation,
}: {
  allocation: TLandedCostAllocation;
  appliedAllocation: TAppliedAllocation;
}): string => {
  if (appliedAllocation === 'equal') {
    return 'Despesas rateadas entre as adições em partes iguais, pois nenhuma adição tem VMLD.';
  }
  const used = `Despesas rateadas entre as adições ${LANDED_COST_ALLOCATION_LABELS[appliedAllocation]}`;
  if (appliedAllocation === allocation) return `${used}.`;
  const why =
    allocation === 'quantity'
      ? 'há adição sem quantidade informada'
      : 'nenhuma adição tem peso bruto informado';
  return `${used}: o rateio ${LANDED_COST_ALLOCATION_LABELS[allocation]} não se aplica, pois ${why}.`;
};
