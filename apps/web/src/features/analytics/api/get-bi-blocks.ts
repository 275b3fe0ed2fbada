import {
  getBiChannelsCall,
  getBiExchangeRatesCall,
  getBiExportersCall,
  getBiFreightCall,
  getBiLeadTimesCall,
  getBiManufacturersCall,
  getBiNcmGoodsCall,
  getBiOriginsCall,
  getBiProcessesByModalCall,
  getBiProcessesByPeriodCall,
  getBiTaxesCall,
  getBiVmldIcmsCall,
  getBiWeightsCall,
  type TBiFilterQuery,
} from '@pc/contract/bi';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { toLeadTimesQuery } from '../filters/bi-query.ts';

/**
 * The call of each block for the run's filters. Blocks read them through useBiQuery, which keys
 * them by the run; the map reads the NCM goods and the modes too, from the same cache entries.
 */
export const biBlockQueries = {
  taxes: (query: TBiFilterQuery) => callQueryOptions(getBiTaxesCall, { query }),
  modes: (query: TBiFilterQuery) => callQueryOptions(getBiProcessesByModalCall, { query }),
  vmldIcms: (query: TBiFilterQuery) => callQueryOptions(getBiVmldIcmsCall, { query }),
  weights: (query: TBiFilterQuery) => callQueryOptions(getBiWeightsCall, { query }),
  freight: (query: TBiFilterQuery) => callQueryOptions(getBiFreightCall, { query }),
  channels: (query: TBiFilterQuery) => callQueryOptions(getBiChannelsCall, { query }),
  exchangeRates: (query: TBiFilterQuery) => callQueryOptions(getBiExchangeRatesCall, { query }),
  // 'Ver …' narrows the lead times to one mode; null keeps the drawer's.
  leadTimes: (query: TBiFilterQuery, mode: TWayOfTransport | null) =>
    callQueryOptions(getBiLeadTimesCall, { query: toLeadTimesQuery(query, mode) }),
  ncmGoods: (query: TBiFilterQuery) => callQueryOptions(getBiNcmGoodsCall, { query }),
  processesByPeriod: (query: TBiFilterQuery) => callQueryOptions(getBiProcessesByPeriodCall, { query }),
  origins: (query: TBiFilterQuery) => callQueryOptions(getBiOriginsCall, { query }),
  exporters: (query: TBiFilterQuery) => callQueryOptions(getBiExportersCall, { query }),
  manufacturers: (query: TBiFilterQuery) => callQueryOptions(getBiManufacturersCall, { query }),
};
