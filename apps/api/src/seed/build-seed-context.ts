import type { TRng } from './prng.ts';
import type { TExporterRef, TPartnerRef, TSeedContext } from './process-context.ts';
import { COMPANIES, EXPORTERS, ROAD_BORDER_BY_COUNTRY } from './reference-data.ts';
import type { TPartnerRows } from './seed-reference-data.ts';

/** The companies that get processes: the chosen ones evenly (bench runs), else all by their weight. */
export const pickProcessCompanies = ({
  processCompanyIds,
}: {
  processCompanyIds: readonly number[] | undefined;
}): TSeedContext['companies'] => {
  const processCompanies = (
    processCompanyIds
      ? COMPANIES.filter((company) => processCompanyIds.includes(company.id)).map((company) => ({
          ...company,
          weight: 1,
        }))
      : COMPANIES.filter((company) => company.weight > 0)
  ).map((company) => ({
    id: company.id,
    weight: company.weight,
    sectors: company.sectors,
    name: company.name,
  }));
  if (processCompanies.length === 0)
    throw new Error('processCompanyIds não corresponde a nenhuma empresa de demonstração');
  return processCompanies;
};

/** The exporters as the generator sees them, each with the manufacturers of its country. */
const buildExporterRefs = ({ exporters, manufacturers }: TPartnerRows): TExporterRef[] =>
  EXPORTERS.map((seed, index) => {
    const row = exporters[index];
    if (!row) throw new Error('exportador sem linha');
    const sameCountry = manufacturers.filter((manufacturer) => manufacturer.countryCode === seed.countryCode);
    const ownCity: TPartnerRef[] = sameCountry.length > 0 ? sameCountry : manufacturers.slice(0, 1);
    return {
      id: row.id,
      name: row.name,
      city: row.city,
      countryCode: row.countryCode,
      sector: seed.sector ?? 'machinery',
      placeOfLoading: seed.placeOfLoading ?? seed.city ?? '',
      currencies: seed.currencies ?? [['USD', 1]],
      manufacturers: ownCity,
    };
  });

/** Each company buys mostly from exporters of its sectors, plus one drawn at random. */
const pickPreferredExporters = ({ rng, exporters }: { rng: TRng; exporters: readonly TExporterRef[] }) => {
  const preferredExporters = new Map<number, number[]>();
  for (const company of COMPANIES) {
    const companyRng = rng.fork(`company-${company.id}`);
    const matching = exporters
      .map((exporter, index) => ({ exporter, index }))
      .filter(({ exporter }) => company.sectors.includes(exporter.sector))
      .map(({ index }) => index);
    const extra = companyRng.int(0, exporters.length - 1);
    preferredExporters.set(company.id, [...matching, extra]);
  }
  return preferredExporters;
};

type TBuildSeedContextOptions = Pick<
  TSeedContext,
  'companies' | 'exchange' | 'ports' | 'usersByCompany' | 'fileId'
> & {
  rng: TRng;
  todayDay: number;
  historyDays: number;
  partners: TPartnerRows;
};

/** What the process generator reads: the reference data as seeded, and its own generator and id counters. */
export const buildSeedContext = (options: TBuildSeedContextOptions): TSeedContext => {
  const { rng, partners } = options;
  const exporters = buildExporterRefs(partners);
  const preferredExporters = pickPreferredExporters({ rng, exporters });
  return {
    rng: rng.fork('processes'),
    today: options.todayDay,
    historyDays: options.historyDays,
    exchange: options.exchange,
    companies: options.companies,
    exporters,
    forwarders: partners.forwarders,
    shipowners: partners.shipowners,
    airlines: partners.airlines,
    roadCarriers: partners.roadCarriers,
    carriers: partners.carriers,
    warehouses: partners.warehouses,
    customBrokerId: partners.brokers[0]?.id ?? 601,
    ports: options.ports,
    roadBorders: ROAD_BORDER_BY_COUNTRY,
    usersByCompany: options.usersByCompany,
    fileId: options.fileId,
    ids: {
      invoice: 0,
      installment: 0,
      document: 0,
      documentLog: 0,
      history: 0,
      quotation: 0,
      container: 0,
      quotationDocument: 0,
      declarationItem: 0,
      processExpense: 0,
      urgencyChange: 0,
    },
    preferredExporters,
  };
};
