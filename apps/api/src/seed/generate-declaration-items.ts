import { toIsoDate } from './dates.ts';
import type { TRng } from './prng.ts';
import type {
  TDeclarationNumbers,
  TProcessDraft,
  TProcessProgress,
  TProcessTimeline,
  TStageOptions,
} from './process-draft.ts';
import { digits, money } from './process-values.ts';
import { NCM_BY_SECTOR, type TNcmSeed } from './reference-data.ts';
import { demoItemProduct, demoProcessExpenses } from './demo-landed-cost.ts';

type TDrawDeclarationNumbersOptions = {
  rng: TRng;
  timeline: Pick<TProcessTimeline, 'registry' | 'clearance'>;
  progress: Pick<TProcessProgress, 'actual'>;
};

/**
 * The share of the declarations registered in a year that are DUIMPs: phased in from October 2024,
 * most of 2026's as the DI is shut down (the Portal Único's schedule), none before.
 */
export const duimpShareOf = (registry: number): number => {
  const year = Number(toIsoDate(registry).slice(0, 4));
  if (year >= 2026) return 0.8;
  if (year === 2025) return 0.45;
  return year === 2024 ? 0.1 : 0;
};

/** A DI or a DUIMP (by the registration's year, duimpShareOf), numbered once registered. */
export const drawDeclarationNumbers = ({
  rng,
  timeline: { registry, clearance },
  progress: { actual },
}: TDrawDeclarationNumbersOptions): TDeclarationNumbers => {
  const isDuimp = rng.chance(duimpShareOf(registry));
  const registryDay = actual(registry);
  const yy = toIsoDate(registry).slice(2, 4);
  const diNumber = registryDay && !isDuimp ? `${yy}/${digits(rng, 7)}-${rng.int(0, 9)}` : null;
  const duimpIdentification = registryDay && isDuimp ? `${yy}BR${digits(rng, 10)}${rng.int(0, 9)}` : null;
  const clearanceDay = actual(clearance);
  return { isDuimp, registryDay, diNumber, duimpIdentification, clearanceDay };
};

type TItemOptions = TStageOptions<TProcessDraft> & {
  item: {
    itemNumber: number;
    /** The item's part of the customs value (its share over the sum of shares). */
    vmle: number;
    freightRate: number;
    siscomex: number;
    incoterm: string;
    registryDay: string;
  };
};

/**
 * One item (adição) with its taxes as the declaration computes them: II on the customs value,
 * IPI on top of it, PIS/COFINS, antidumping on Chinese goods that carry it, ICMS grossed up.
 */
const generateDeclarationItem = ({ ctx, rng, chunk, process, item }: TItemOptions) => {
  const { exporter, manufacturer, port, enclosure } = process;
  const exporterCountry = exporter.countryCode;
  const manufacturerCountry = manufacturer?.countryCode ?? exporterCountry;
  const ncmPool: readonly TNcmSeed[] = NCM_BY_SECTOR[exporter.sector];
  const ncm = rng.pick(ncmPool);
  const { vmle, siscomex } = item;
  const freight = vmle * item.freightRate;
  const insurance = vmle * rng.float(0.003, 0.005);
  const vmld = vmle + freight + insurance;
  const ii = vmld * ncm.ii;
  const ipi = (vmld + ii) * ncm.ipi;
  const pis = vmld * 0.021;
  const cofins = vmld * 0.0965;
  const antidumping =
    ncm.antidumpingChina && manufacturerCountry === '160' && rng.chance(0.6)
      ? vmld * rng.float(0.1, 0.35)
      : 0;
  const icmsRate = rng.pick([0.17, 0.18, 0.18, 0.12]);
  const icmsBase = (vmld + ii + ipi + pis + cofins + siscomex + antidumping) / (1 - icmsRate);
  const net = vmld / ncm.brlPerKg;
  const product = demoItemProduct({
    companyId: process.companyId,
    processId: process.processId,
    itemNumber: item.itemNumber,
    ncm,
    netWeight: Number(net.toFixed(3)),
  });
  chunk.declarationItems.push({
    id: ++ctx.ids.declarationItem,
    companyId: process.companyId,
    processId: process.processId,
    itemNumber: item.itemNumber,
    ncm: ncm.ncm,
    vmle: money(vmle),
    vmld: money(vmld),
    freight: money(freight),
    insurance: money(insurance),
    ii: money(ii),
    ipi: money(ipi),
    pis: money(pis),
    cofins: money(cofins),
    antidumping: money(antidumping),
    siscomexFee: money(siscomex),
    icms: money(icmsBase * icmsRate),
    grossWeight: (net * rng.float(1.05, 1.2)).toFixed(3),
    netWeight: net.toFixed(3),
    originCountryCode: manufacturerCountry,
    acquisitionCountryCode: exporterCountry,
    exporterName: exporter.name,
    exporterCity: exporter.city,
    exporterCountryCode: exporterCountry,
    manufacturerName: manufacturer?.name ?? exporter.name,
    manufacturerCity: manufacturer?.city ?? exporter.city,
    manufacturerCountryCode: manufacturerCountry,
    incoterm: item.incoterm,
    negotiatedCurrency: process.mainCurrency,
    urfDespacho: port.urfName,
    urfEntrada: port.urfName,
    recinto: enclosure.name,
    transportMode: process.mode,
    channel: process.channel,
    ...product,
    registryDate: item.registryDay,
  });
  return { vmld, freight };
};

type TGenerateItemsOptions = TStageOptions<TProcessDraft> & { incoterm: string };

/** The items (adições) of a registered declaration, sharing its value in BRL at the registry. */
export const generateDeclarationItems = (options: TGenerateItemsOptions) => {
  const { rng, process, incoterm } = options;
  const { registryDay, mode, totalBrlAtRegistry } = process;
  if (!registryDay) return;
  const itemCount = rng.weighted([
    [rng.int(1, 5), 20],
    [rng.int(6, 15), 40],
    [rng.int(16, 20), 40],
  ] as const);
  const shares = Array.from({ length: itemCount }, () => rng.float(0.2, 1));
  const shareSum = shares.reduce((sum, value) => sum + value, 0);
  const freightRate =
    mode === 'MARITIMA'
      ? rng.float(0.04, 0.1)
      : mode === 'AEREA'
        ? rng.float(0.08, 0.2)
        : rng.float(0.03, 0.06);
  const siscomexTotal = rng.float(115, 300);
  const totals = { vmld: 0, freight: 0 };
  shares.forEach((share, itemIndex) => {
    const vmle = (totalBrlAtRegistry * share) / shareSum;
    const parts = generateDeclarationItem({
      ...options,
      item: {
        itemNumber: itemIndex + 1,
        vmle,
        freightRate,
        siscomex: siscomexTotal / itemCount,
        incoterm,
        registryDay,
      },
    });
    totals.vmld += parts.vmld;
    totals.freight += parts.freight;
  });
  const { ctx, chunk } = options;
  chunk.processExpenses.push(
    ...demoProcessExpenses({
      companyId: process.companyId,
      processId: process.processId,
      mode,
      registryDay,
      ...totals,
      nextId: () => ++ctx.ids.processExpense,
    }),
  );
};
