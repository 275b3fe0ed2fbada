import type { TTypeOfBoarding, TTypeOfProcess } from '../db/schema/processes.ts';
import type { TRng } from './prng.ts';
import type { TPortRef, TSeedContext } from './process-context.ts';
import type { TProcessRoute, TTransportMode } from './process-draft.ts';
import { SOUTH_AMERICA } from './process-values.ts';

type TPickOptions = { ctx: TSeedContext; rng: TRng; index: number };

const pickCompany = ({ ctx, rng, index }: TPickOptions) => {
  // The first processes go round-robin so that every company has some even in tiny seeds.
  if (index < ctx.companies.length) return ctx.companies[index] ?? ctx.companies[0];
  return rng.weighted(ctx.companies.map((company) => [company, company.weight] as const));
};

/** Who imports from whom: the company, its exporter (mostly a preferred one) and the manufacturer. */
const pickParties = (options: TPickOptions) => {
  const { ctx, rng } = options;
  const company = pickCompany(options);
  if (!company) throw new Error('nenhuma empresa para os processos');
  const companyId = company.id;
  const preferred = ctx.preferredExporters.get(companyId) ?? [];
  const exporterIndex =
    preferred.length > 0 && rng.chance(0.85) ? rng.pick(preferred) : rng.int(0, ctx.exporters.length - 1);
  const exporter = ctx.exporters[exporterIndex] ?? ctx.exporters[0];
  if (!exporter) throw new Error('nenhum exportador');
  const manufacturer = rng.pick(exporter.manufacturers);
  const country = exporter.countryCode ?? '160';
  const typeOfProcess = rng.weighted<TTypeOfProcess>([
    ['CONTA_E_ORDEM', 60],
    ['ENCOMENDA', 25],
    ['ACESSORIA', 15],
  ]);
  return { companyId, exporter, manufacturer, country, typeOfProcess };
};

type TPickTransportOptions = Omit<TPickOptions, 'index'> & {
  parties: Pick<TProcessRoute, 'exporter' | 'country'>;
};

/** How the cargo travels: road from the neighbours, air for some sectors, sea otherwise. */
const pickTransport = ({ ctx, rng, parties: { exporter, country } }: TPickTransportOptions) => {
  const isRoadCountry = SOUTH_AMERICA.has(country);
  const airShare = exporter.sector === 'pharma' || exporter.sector === 'electronics' ? 0.3 : 0.08;
  const mode: TTransportMode =
    isRoadCountry && rng.chance(0.9) ? 'RODOVIARIA' : rng.chance(airShare) ? 'AEREA' : 'MARITIMA';
  let port: TPortRef | undefined;
  if (mode === 'RODOVIARIA') {
    const borders = ctx.roadBorders[country] ?? [['URUGUAIANA', 1] as const];
    const alias = rng.weighted(borders);
    port = ctx.ports.find((candidate) => candidate.alias === alias);
  } else {
    const candidates = ctx.ports.filter((candidate) => candidate.mode === mode);
    port = rng.weighted(candidates.map((candidate) => [candidate, candidate.weight] as const));
  }
  if (!port) throw new Error('porto não encontrado');
  const enclosure = rng.pick(port.enclosures);
  const typeOfBoarding: TTypeOfBoarding =
    mode === 'AEREA'
      ? 'AEREO'
      : mode === 'RODOVIARIA'
        ? 'RODOVIARIO'
        : rng.weighted<TTypeOfBoarding>([
            ['FCL', 60],
            ['LCL', 30],
            ['BKB', 10],
          ]);
  return { mode, port, enclosure, typeOfBoarding };
};

/** The first draws of a process: its parties, then its transport. */
export const pickProcessRoute = (options: TPickOptions): TProcessRoute => {
  const parties = pickParties(options);
  return { ...parties, ...pickTransport({ ctx: options.ctx, rng: options.rng, parties }) };
};
