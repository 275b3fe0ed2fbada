import type { TCompany } from '@pc/contract/company';
import type { TEntitlement } from '@pc/contract/entitlements';
import { ZProcessResponse, type TProcessResponse } from '@pc/contract/process';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { makeCompany } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';

export const ANALYTICS = '/api/public/customer/analytics';

/** A customer company holding the entitlements named (the demo's: 3 'delayedEtd', 154 'transitTime'). */
export const company = (id: number, ...entitled: readonly TEntitlement[]): TCompany =>
  makeCompany({ id, name: `Empresa ${id}` }, ...entitled);

export const credentialWith = (companies: TCompany[]) =>
  makeCredential({ person: { ...makeCredential().person, companies } });

/** Figures of the selected period (`current`) and of the comparison period (`previous`). */
export const FIGURES = {
  steps: {
    current: {
      total: 20,
      inProduction: 5,
      inBooking: 4,
      inTraffic: 3,
      inClearence: 2,
      inLoading: 1,
      inClosure: 5,
      inBilling: 0,
    },
    previous: {
      total: 16,
      inProduction: 4,
      inBooking: 4,
      inTraffic: 2,
      inClearence: 2,
      inLoading: 2,
      inClosure: 2,
      inBilling: 0,
    },
  },
  movimentacao: {
    current: { total: 12, totalBKB: 1, totalFcl: 6, totalLcl: 2, totalAereo: 2, totalRodoviario: 1 },
    previous: { total: 10, totalBKB: 1, totalFcl: 5, totalLcl: 2, totalAereo: 1, totalRodoviario: 1 },
  },
  storage: {
    current: {
      total: 9,
      PRIMEIRO_PERIODO: 4,
      SEGUNDO_PERIODO: 3,
      TERCEIRO_PERIODO: 1,
      QUARTO_PERIODO: 0,
      OUTROS: 1,
    },
    previous: {
      total: 6,
      PRIMEIRO_PERIODO: 2,
      SEGUNDO_PERIODO: 2,
      TERCEIRO_PERIODO: 1,
      QUARTO_PERIODO: 1,
      OUTROS: 0,
    },
  },
  registroDi: {
    current: { total: 8, CINZA: 1, VERDE: 5, AMARELO: 1, VERMELHO: 1 },
    previous: { total: 8, CINZA: 0, VERDE: 6, AMARELO: 2, VERMELHO: 0 },
  },
  leadtimes: {
    current: {
      importDeclaration: 2.5,
      loading: 3,
      delivery: 1,
      closing: 6,
      goodsReadinesDateXCustomerDeliverDate: 40.25,
    },
    previous: {
      importDeclaration: 3,
      loading: 2,
      delivery: 1,
      closing: 6,
      goodsReadinesDateXCustomerDeliverDate: 45,
    },
  },
} as const;

const PATHS: Record<string, keyof typeof FIGURES> = {
  [`${ANALYTICS}/total/all`]: 'steps',
  [`${ANALYTICS}/movimentacaoProcessual/all`]: 'movimentacao',
  [`${ANALYTICS}/periodoDeArmazenagem/all`]: 'storage',
  [`${ANALYTICS}/registroDi`]: 'registroDi',
  [`${ANALYTICS}/leadtime/all`]: 'leadtimes',
};

type TIndicatorHandlerOptions = {
  /** firstDate of the selected period; any other firstDate is the comparison period. */
  currentFirstDate: string;
  /** Indicators that answer 500. */
  failing?: readonly (keyof typeof FIGURES)[];
};

/** Answers the five GERAL calls: `current` figures for the selected period, `previous` otherwise. */
export const indicatorHandler =
  ({ currentFirstDate, failing = [] }: TIndicatorHandlerOptions) =>
  (url: string, init: RequestInit): Response | undefined => {
    const parsed = new URL(url, 'http://localhost');
    const name = PATHS[parsed.pathname];
    if (!name || (init.method ?? 'GET') !== 'GET') return undefined;
    if (failing.includes(name)) return jsonResponse({ code: 'INTERNAL', message: 'Falhou.' }, 500);
    const isCurrent = parsed.searchParams.get('firstDate') === currentFirstDate;
    return jsonResponse({ data: FIGURES[name][isCurrent ? 'current' : 'previous'] });
  };

/** Every field of the contract's process empty (null), so a fixture states only what it needs. */
const EMPTY_PROCESS = Object.fromEntries(Object.keys(ZProcessResponse.shape).map((key) => [key, null]));

/** A process of the ETD list, checked against the contract. */
export const makeDelayedProcess = (id: number, identification: number): TProcessResponse =>
  ZProcessResponse.parse({
    ...EMPTY_PROCESS,
    id,
    identification,
    typeOfProcess: 'CONTA_E_ORDEM',
    urgent: false,
    duimp: false,
    created: '2026-10-01T12:00:00.000Z',
    status: 'Aguardando embarque',
    customerRef: `PED-${identification}`,
    exporter: { id: 1, name: 'Shanghai Export Co.' },
    invoice: `INV-${identification}`,
    typeOfBoarding: 'FCL',
    initialDatesETD: '2026-11-02',
    datesETD: '2026-11-15',
  });
