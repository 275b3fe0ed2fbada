import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { END_BEFORE_START_MESSAGE, ZWayOfTransport, zIdListQuery, zLocalDateQuery } from './primitives.ts';

/** Direction of change against the previous period ('P.A.'). */
export const ZVariation = z.enum(['UP', 'DOWN']);
export type TVariation = z.infer<typeof ZVariation>;

/** A total compared with the previous period; porcentagem is the change in percent (e.g. 12.5). */
export const ZDashboardComparison = z.object({
  periodo_atual: z.number(),
  periodo_anterior: z.number(),
  variacao: ZVariation,
  porcentagem: z.number(),
});
export type TDashboardComparison = z.infer<typeof ZDashboardComparison>;

/** Total VLMD with and without taxes, each compared with the previous period. */
export const ZDashboardVmld = z.object({
  total_sem_impostos: z.number(),
  total_com_impostos: z.number(),
  variacao_sem_impostos: ZVariation,
  variacao_com_impostos: ZVariation,
  porcentagem_sem_impostos: z.number(),
  porcentagem_com_impostos: z.number(),
  vmld_periodo_anterior: z.object({ total_sem_impostos: z.number(), total_com_impostos: z.number() }),
});
export type TDashboardVmld = z.infer<typeof ZDashboardVmld>;

/** Import dashboard (part 2 §3 "Dashboard response"); total_confins keeps the spec's spelling. */
export const ZImportDashboard = z.object({
  total_ii: ZDashboardComparison,
  total_ipi: ZDashboardComparison,
  total_pis: ZDashboardComparison,
  total_confins: ZDashboardComparison,
  total_siscomex: ZDashboardComparison,
  total_antidumping: ZDashboardComparison,
  processosPorModal: z.object({
    total_processos: z.number().int().nonnegative(),
    total_maritimo: z.number().int().nonnegative(),
    total_aereo: z.number().int().nonnegative(),
    total_rodoviario: z.number().int().nonnegative(),
  }),
  /** Bar chart data (not named by the spec): processes per month and per day of the period. */
  processosPorMes: z.array(
    z.object({ ano: z.number().int(), mes: z.number().int().min(1).max(12), total: z.number().int() }),
  ),
  processosPorDia: z.array(
    z.object({
      ano: z.number().int(),
      mes: z.number().int().min(1).max(12),
      dia: z.number().int().min(1).max(31),
      total: z.number().int(),
    }),
  ),
  vmld: ZDashboardVmld,
  /** KG. */
  peso_bruto: z.number(),
  peso_liquido: z.number(),
  /** Freight totals (key name not in the spec); por_modal feeds the donut ('Sem Frete' when empty). */
  frete: ZDashboardComparison.omit({ periodo_atual: true, periodo_anterior: true }).extend({
    total_periodo_atual: z.number(),
    total_periodo_anterior: z.number(),
    por_modal: z.array(z.object({ modal: ZWayOfTransport, total: z.number() })),
  }),
  /** Average exchange rate (USD) of the period as a decimal string. */
  media_periodo: z.string().regex(/^-?\d+(\.\d+)?$/),
});
export type TImportDashboard = z.infer<typeof ZImportDashboard>;

export const ZImportDashboardQuery = z
  .object({
    startDate: zLocalDateQuery('startDate'),
    endDate: zLocalDateQuery('endDate'),
    customerIds: zIdListQuery('customerIds'),
  })
  .refine((query) => query.endDate >= query.startDate, {
    path: ['endDate'],
    message: END_BEFORE_START_MESSAGE,
  });
export type TImportDashboardQuery = z.input<typeof ZImportDashboardQuery>;

export const getImportDashboardCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/import-dashboard',
  summary: 'Import dashboard totals for the period vs the previous one (data.data). Path chosen by us.',
  isAuthenticated: true,
  query: ZImportDashboardQuery,
  responses: { 200: dataEnvelope(ZImportDashboard) },
});
