import { z } from 'zod';
import { defineCall } from './call.ts';
import { XLSX_MEDIA_TYPE, ZBinaryFile } from './envelope.ts';
import { isRealDay, textField, ZIngestOutcome, ZIngestProcessParams } from './integration.ts';
import {
  COST_COMPONENTS,
  EXPENSE_CATEGORIES,
  LANDED_COST_ALLOCATIONS,
  TAX_REGIMES,
  type TCostComponent,
} from './landed-cost-rules.ts';
import { ZIdPathParams } from './primitives.ts';

// The landed cost (custo de nacionalização): the process's expenses as the broker's ERP sends them,
// and what each declaration item cost landed, per unit, with the expenses spread over the items.

// --- Ingestion: the process's expenses --------------------------------------------------------

/** Most expense lines a process takes in one PUT. */
export const MAX_PROCESS_EXPENSES = 500;

/** One expense (despesa) of a process, in BRL. */
export const ZIngestExpense = z.object({
  category: z.enum(EXPENSE_CATEGORIES, {
    error: `Informe category como um destes valores: ${EXPENSE_CATEGORIES.join(', ')}.`,
  }),
  /** What the line is, in the ERP's words (required sense for "outros"; shown beside the category). */
  description: textField('description', 200),
  amount: z
    .number({ error: 'Informe amount como número (em reais).' })
    .min(0, 'amount não pode ser negativo.')
    .max(1e13, 'amount é grande demais.')
    // At most 2 places as written: rounding to 2 gives the same number back.
    .refine((value) => Number(value.toFixed(2)) === value, 'amount tem no máximo 2 casas decimais.'),
  date: z
    .string({ error: 'Informe date no formato yyyy-MM-dd.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe date no formato yyyy-MM-dd.')
    .refine(isRealDay, 'date: data inexistente.'),
  isTaxDeductible: z.boolean({ error: 'Informe isTaxDeductible como true ou false.' }),
  /** The numerário it was paid from, as the ERP names it (shown as sent). */
  cashRequest: textField('cashRequest', 60),
});
export type TIngestExpense = z.infer<typeof ZIngestExpense>;

/** Every expense of a process: the set replaces the stored one (an empty list clears it). */
export const ZIngestExpenses = z
  .object({
    expenses: z
      .array(ZIngestExpense, { error: 'Informe expenses como uma lista de despesas.' })
      .max(MAX_PROCESS_EXPENSES, `Informe no máximo ${MAX_PROCESS_EXPENSES} despesas por processo.`),
  })
  .meta({
    examples: [
      {
        expenses: [
          { category: 'afrmm', amount: 2450.0, date: '2026-11-21', isTaxDeductible: true },
          {
            category: 'armazenagem',
            amount: 3870.55,
            date: '2026-11-24',
            isTaxDeductible: true,
            cashRequest: 'NUM-2026-0142',
          },
          {
            category: 'honorarios',
            description: 'Honorários de despacho',
            amount: 1800.0,
            date: '2026-11-25',
            isTaxDeductible: false,
          },
        ],
      },
    ],
  });
export type TIngestExpenses = z.infer<typeof ZIngestExpenses>;

export const ZIngestExpensesResponse = z.object({
  result: ZIngestOutcome,
  expenses: z.number().int(),
});
export type TIngestExpensesResponse = z.infer<typeof ZIngestExpensesResponse>;

export const putIntegrationExpensesCall = defineCall({
  method: 'PUT',
  path: '/api/integration/processes/{identification}/expenses',
  summary:
    'Every expense (despesa) of a process, in BRL: the set replaces the stored one, in the order sent; the same set again is unchanged; an empty list clears it. The landed cost spreads them over the declaration items.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  maxBodyBytes: 512 * 1024,
  body: ZIngestExpenses,
  description:
    'category is one of afrmm, armazenagem, capatazia (capatazia/THC), freteInternacional (when not already in the items’ VMLD), seguro, freteRodoviario, honorarios, sda, taxasPortuarias, demurrage, outros. A process of a company outside a limited client’s list answers 404.',
  responses: { 200: ZIngestExpensesResponse },
});

// --- The process's landed cost ------------------------------------------------------------------

const money = z.number();

/** One value per component (money in BRL: line totals to the cent, unit values to 4 places). */
export const ZCostComponents = z.object(
  Object.fromEntries(COST_COMPONENTS.map((component) => [component, money])) as Record<
    TCostComponent,
    typeof money
  >,
);
export type TCostComponents = z.infer<typeof ZCostComponents>;

/** Gross, credits and net of a line or of the process (net null when the tax regime is not known). */
export const ZCostTotals = z.object({
  gross: money,
  credits: money.nullable(),
  net: money.nullable(),
});
export type TCostTotals = z.infer<typeof ZCostTotals>;

export const ZLandedCostItem = z.object({
  itemNumber: z.number().int(),
  ncm: z.string(),
  productCode: z.string().nullable(),
  productDescription: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** The line's components, to the cent; they add up to `totals.gross`. */
  components: ZCostComponents,
  totals: ZCostTotals,
  /** Per unit (4 places; gross is the sum of the rounded components); null without a quantity. */
  unitComponents: ZCostComponents.nullable(),
  unitTotals: ZCostTotals.nullable(),
});
export type TLandedCostItem = z.infer<typeof ZLandedCostItem>;

export const ZLandedCostExpense = z.object({
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string().nullable(),
  amount: money,
  date: z.string(),
  isTaxDeductible: z.boolean(),
  cashRequest: z.string().nullable(),
});
export type TLandedCostExpense = z.infer<typeof ZLandedCostExpense>;

export const ZLandedCost = z.object({
  /** The basis the company chose. */
  allocation: z.enum(LANDED_COST_ALLOCATIONS),
  /**
   * The basis used: the chosen one, else VMLD when some item lacks a quantity (or every weight is 0),
   * else equal parts when every VMLD is 0.
   */
  appliedAllocation: z.enum([...LANDED_COST_ALLOCATIONS, 'equal'] as const),
  /** null: the broker has not told the company's regime, so no credit or net cost is shown. */
  taxRegime: z.enum(TAX_REGIMES).nullable(),
  /** The components the regime takes back as credits. */
  creditedComponents: z.array(z.enum(COST_COMPONENTS)),
  /** The process: each component is the sum of the items' (to the cent). */
  components: ZCostComponents,
  totals: ZCostTotals,
  /** The sum of the expenses (= components.expenses). */
  expensesTotal: money,
  items: z.array(ZLandedCostItem),
  expenses: z.array(ZLandedCostExpense),
});
export type TLandedCost = z.infer<typeof ZLandedCost>;

export const ZProcessLandedCostResponse = z.object({
  /** null: the process has no registered declaration items yet. */
  data: ZLandedCost.nullable(),
});
export type TProcessLandedCostResponse = z.infer<typeof ZProcessLandedCostResponse>;

/** 404 of a process whose company is not entitled to the landed cost (as for one outside the scope). */
export const LANDED_COST_NOT_ENTITLED_MESSAGE = 'Processo não encontrado.';

export const getProcessLandedCostCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/landed-cost',
  summary:
    'The landed cost of a process (custo de nacionalização): its declaration items with their taxes and the expenses spread over them, per line and per unit, gross and net of the tax regime’s credits; data null without declaration items.',
  isAuthenticated: true,
  params: ZIdPathParams,
  description:
    'Only for a company entitled to landedCost: any other process answers 404, as one outside the caller’s companies. Lines to the cent; the rounding difference of each expense goes to the item with the largest share, so the parts add up to the whole.',
  responses: { 200: ZProcessLandedCostResponse },
});

export const getProcessLandedCostExportCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/landed-cost/export',
  summary:
    'The planilha de custo de nacionalização of a process (custo-nacionalizacao.xlsx): one row per item, one column per component, the totals and the expenses.',
  isAuthenticated: true,
  params: ZIdPathParams,
  isBinary: true,
  fileName: 'custo-nacionalizacao.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});
