import type { InferInsertModel } from 'drizzle-orm';
import type { TExpenseCategory } from '@pc/contract/landed-cost-rules';
import type { processExpenses } from '../db/schema/process-expenses.ts';
import { toDayNumber, toIsoDate } from './dates.ts';
import { money } from './process-values.ts';
import type { TNcmSeed } from './reference-data.ts';

// The demo's landed-cost data: what each item is and the process's expenses. Drawn from a hash of
// the ids, never from the seed's random stream, so every other demo value stays as it was.

/** A small integer hash (FNV-1a over the numbers), the same for the same ids on every run. */
const hashOf = (...values: readonly number[]): number => {
  let hash = 2166136261;
  for (const value of values) {
    hash ^= value & 0xffff;
    hash = Math.imul(hash, 16777619);
    hash ^= value >>> 16;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
};

const LINES = ['Standard', 'Pro', 'Industrial'] as const;
/** Each line's unit weight against the standard one. */
const LINE_WEIGHT = [1, 1.6, 3.5] as const;

const codePrefix = (description: string): string =>
  description
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/**
 * What an item is: one of three product lines per NCM and company, so a product comes back in the
 * company's later imports; counted in units, or in kg for goods sold by weight (under R$ 30/kg).
 */
export const demoItemProduct = ({
  companyId,
  processId,
  itemNumber,
  ncm,
  netWeight,
}: {
  companyId: number;
  processId: number;
  itemNumber: number;
  ncm: TNcmSeed;
  netWeight: number;
}) => {
  const line = hashOf(companyId, processId, itemNumber) % LINES.length;
  const productCode = `${codePrefix(ncm.description)}-${ncm.ncm.slice(0, 4)}-${String(line + 1).padStart(2, '0')}`;
  const productDescription = `${ncm.description} — linha ${LINES[line] ?? 'Standard'}`;
  if (ncm.brlPerKg < 30) {
    return { productCode, productDescription, quantity: netWeight.toFixed(5), unit: 'KG' };
  }
  // A unit weighs more the dearer the goods are per kg (a notebook, a pump, a motor), within reason.
  const unitKg = Math.min(60, Math.max(0.4, ncm.brlPerKg / 150)) * (LINE_WEIGHT[line] ?? 1);
  const quantity = Math.max(1, Math.round(netWeight / unitKg));
  return { productCode, productDescription, quantity: quantity.toFixed(5), unit: 'UN' };
};

type TExpenseRow = InferInsertModel<typeof processExpenses>;

/**
 * A process's expenses as a broker bills them: AFRMM (8 % of the ocean freight) and capatazia by sea,
 * armazenagem by the customs value, the SDA, the broker's fee and the road haul to the customer;
 * sometimes demurrage. Dated from the registration on.
 */
export const demoProcessExpenses = ({
  companyId,
  processId,
  mode,
  registryDay,
  vmld,
  freight,
  nextId,
}: {
  companyId: number;
  processId: number;
  mode: string | null;
  registryDay: string;
  vmld: number;
  freight: number;
  nextId: () => number;
}): TExpenseRow[] => {
  const hash = hashOf(processId, companyId);
  const vary = (base: number, salt: number) => base * (0.85 + ((hash >>> salt) % 31) / 100);
  const day = toDayNumber(registryDay);
  const lines: [TExpenseCategory, number, number, boolean][] = [];
  if (mode === 'MARITIMA') {
    lines.push(['afrmm', freight * 0.08, 0, true]);
    lines.push(['capatazia', vary(1450, 3), 1, true]);
  }
  lines.push(['armazenagem', Math.max(480, vmld * vary(0.006, 5)), 3, true]);
  lines.push(['sda', vary(190, 7), 2, true]);
  lines.push(['honorarios', Math.max(1200, vmld * vary(0.004, 9)), 4, true]);
  lines.push(['freteRodoviario', vary(2300, 11) + vmld * 0.001, 5, true]);
  if (hash % 7 === 0) lines.push(['demurrage', vary(3200, 13), 6, false]);
  return lines.map(([category, amount, offset, isTaxDeductible], index) => ({
    id: nextId(),
    companyId,
    processId,
    lineNumber: index + 1,
    category,
    description: null,
    amount: money(amount),
    spentOn: toIsoDate(day + offset),
    isTaxDeductible,
    cashRequest: null,
  }));
};

type TLandedCostSettings = { landedCostAllocation: string; taxRegime: string | null };

/** The demo's companies that differ from the usual VMLD and Lucro Real: one of each other kind. */
const DEMO_LANDED_COST_SETTINGS: ReadonlyMap<number, TLandedCostSettings> = new Map([
  [7, { landedCostAllocation: 'weight', taxRegime: 'lucroPresumido' }],
  [102, { landedCostAllocation: 'quantity', taxRegime: 'simplesNacional' }],
  [2397, { landedCostAllocation: 'vmld', taxRegime: null }],
]);

/** A demo company's landed-cost settings (spread by VMLD, Lucro Real, unless listed above). */
export const demoLandedCostSettingsOf = (id: number): TLandedCostSettings =>
  DEMO_LANDED_COST_SETTINGS.get(id) ?? { landedCostAllocation: 'vmld', taxRegime: 'lucroReal' };
