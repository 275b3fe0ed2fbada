import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { ZTransitTimeQuery } from './indicators.ts';

// What only the TRANSIT TIME tab reads, apart from indicators.ts: the tab is a chunk of its own, and
// the Home's first chunk carries indicators.ts.

/** The transit table's tooltip (pt-BR). */
export const TRANSIT_TIME_DEFINITION =
  'Média de dias entre o embarque e a chegada, dos processos com chegada no período, por país de origem, local de embarque e modal.';

/**
 * Beyond the spec, the DUIMP era's waits of the tab's processes (docs/decisions/0123-duimp-lead-times.md):
 * registration to channel (null and 0 processes when no current DUIMP has both days), and per agency
 * an LPCO's request to its grant, over the LPCOs granted.
 */
export const ZTransitTimeDuimp = z.object({
  registryToChannel: z.object({
    averageOfDays: z.number().nonnegative().nullable(),
    processes: z.number().int().nonnegative(),
  }),
  lpcoByAgency: z.array(
    z.object({
      agency: z.string(),
      averageOfDays: z.number().nonnegative(),
      lpcos: z.number().int().nonnegative(),
    }),
  ),
});
export type TTransitTimeDuimp = z.infer<typeof ZTransitTimeDuimp>;

export const getDuimpLeadTimeCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/analytics/duimpLeadTimeIndicator',
  summary:
    'DUIMP lead times of the transit-time filters: registration to channel, and LPCO request to grant per agency (data.data).',
  isAuthenticated: true,
  query: ZTransitTimeQuery,
  responses: { 200: dataEnvelope(ZTransitTimeDuimp) },
});

/** The section's tooltip (pt-BR). */
export const DUIMP_LEAD_TIMES_DEFINITION =
  'Da DUIMP atual dos processos com chegada no período e dos filtros escolhidos: média de dias entre o registro e a parametrização (canal) e, por órgão anuente, entre o pedido e o deferimento de cada LPCO deferido.';
