/**
 * The Home GERAL load the web sends (Home indicators): the five indicator calls for June and for May (the
 * bench seed's today is 2026-06-30), plus 'ETD Atrasados', each with the SQL it runs, for the bare
 * baseline (the indicators read indicator_facts, which triggers keep). Shared by the Home and growth benches.
 */
import { DELAYED_ETD_DAYS } from '@pc/contract/indicators';
import type { TDbExecutor } from '../apps/api/src/db/client.ts';
import { buildDelayedEtdQuery } from '../apps/api/src/features/indicators/indicator-repository.ts';
import { buildFactSumsQuery } from '../apps/api/src/features/indicators/indicator-facts-repository.ts';
import { INDICATOR_TERMS } from '../apps/api/src/features/indicators/indicator-from-facts.ts';
import type { TDayRange } from '../apps/api/src/lib/business-day.ts';
import { BENCH_COMPANY_ID } from './bench-database.ts';

/** The bench seed's "today" is 2026-06-30: the Home default is June, compared with May. */
const PERIODS: { name: string; period: TDayRange }[] = [
  { name: 'June', period: { fromDay: '2026-06-01', toDay: '2026-06-30' } },
  { name: 'May', period: { fromDay: '2026-05-01', toDay: '2026-05-31' } },
];
const BASE = '/api/public/customer/analytics';

export type TLoad = {
  label: string;
  url: string;
  toSql: (db: TDbExecutor) => { sql: string; params: unknown[] };
};

const loadsOf = (name: string, period: TDayRange): TLoad[] => {
  const companyIds = [BENCH_COMPANY_ID];
  const bounds = `firstDate=${period.fromDay}T00:00:00&secondDate=${period.toDay}T23:59:59`;
  const query = `customersId=${BENCH_COMPANY_ID}&${bounds}&teamId=0`;
  return [
    {
      label: `${name} total/all`,
      url: `${BASE}/total/all?${query}`,
      toSql: (db) => buildFactSumsQuery(db, { companyIds, terms: INDICATOR_TERMS.steps() }).toSQL(),
    },
    {
      label: `${name} leadtime/all`,
      url: `${BASE}/leadtime/all?${query}`,
      toSql: (db) => buildFactSumsQuery(db, { companyIds, terms: INDICATOR_TERMS.leadtimes(period) }).toSQL(),
    },
    {
      label: `${name} registroDi`,
      url: `${BASE}/registroDi?${query}`,
      toSql: (db) =>
        buildFactSumsQuery(db, { companyIds, terms: INDICATOR_TERMS.registroDi(period) }).toSQL(),
    },
    {
      label: `${name} movimentacaoProcessual/all`,
      url: `${BASE}/movimentacaoProcessual/all?${query}&isVariacaoAbertura=false`,
      toSql: (db) =>
        buildFactSumsQuery(db, { companyIds, terms: INDICATOR_TERMS.movimentacao(period, false) }).toSQL(),
    },
    {
      label: `${name} periodoDeArmazenagem/all`,
      url: `${BASE}/periodoDeArmazenagem/all?${query}`,
      toSql: (db) => buildFactSumsQuery(db, { companyIds, terms: INDICATOR_TERMS.storage(period) }).toSQL(),
    },
    {
      // The app also runs a tiny lookup of the entitled companies first; the bare side does not.
      label: `${name} getHerculesEtdIndicator`,
      url: `${BASE}/getHerculesEtdIndicator?${bounds}`,
      toSql: (db) => buildDelayedEtdQuery(db, { companyIds, period, delayDays: DELAYED_ETD_DAYS }).toSQL(),
    },
  ];
};

/** Every call of the Home's GERAL load, in the order the web sends them. */
export const homeLoads = (): TLoad[] => PERIODS.flatMap(({ name, period }) => loadsOf(name, period));
