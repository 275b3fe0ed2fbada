import type { InferInsertModel } from 'drizzle-orm';
import type { declarationItems } from '../db/schema/declaration-items.ts';
import type { documentLogs, documents } from '../db/schema/documents.ts';
import type { historyItems } from '../db/schema/history.ts';
import type {
  installments,
  invoices,
  TInstallmentCondition,
  TInvoiceCurrency,
} from '../db/schema/invoices.ts';
import type {
  TChannel,
  TStoragePeriod,
  TTypeOfBoarding,
  TTypeOfProcess,
  processes,
} from '../db/schema/processes.ts';
import type {
  TContainerType,
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
} from '../db/schema/quotations.ts';
import type { urgencyChanges } from '../db/schema/audit.ts';
import { buildProcessSearchText } from '../db/search-text.ts';
import { brtInstant, formatBr, toIsoDate } from './dates.ts';
import type { TExchangeTable } from './exchange.ts';
import type { TRng } from './prng.ts';
import { ANALYSTS, NCM_BY_SECTOR, VESSELS, type TNcmSeed, type TSector } from './reference-data.ts';

export type TPartnerRef = { id: number; name: string; city: string | null; countryCode: string | null };
export type TExporterRef = TPartnerRef & {
  sector: TSector;
  placeOfLoading: string;
  currencies: readonly (readonly [TInvoiceCurrency, number])[];
  manufacturers: readonly TPartnerRef[];
};
export type TPortRef = {
  id: number;
  alias: string;
  name: string;
  mode: 'MARITIMA' | 'AEREA' | 'RODOVIARIA';
  urfName: string;
  enclosures: readonly { id: number; alias: string; name: string }[];
  weight: number;
};

/** Document templates; the files are shared per company through stored_files. */
export const DOCUMENT_TEMPLATES = {
  invoice: { typeName: 'Invoice Comercial', extension: 'pdf', mimeType: 'application/pdf' },
  proforma: { typeName: 'Invoice Proforma', extension: 'pdf', mimeType: 'application/pdf' },
  packingList: {
    typeName: 'Packing List',
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  billOfLading: { typeName: 'Conhecimento de Embarque (BL)', extension: 'pdf', mimeType: 'application/pdf' },
  diExtract: { typeName: 'Extrato da DI', extension: 'xml', mimeType: 'application/xml' },
  cashRequest: { typeName: 'Numerário', extension: 'pdf', mimeType: 'application/pdf' },
  cargoPhoto: { typeName: 'Foto da carga', extension: 'png', mimeType: 'image/png' },
  freightQuote: { typeName: 'Cotação de Frete', extension: 'pdf', mimeType: 'application/pdf' },
} as const;
export type TTemplateKey = keyof typeof DOCUMENT_TEMPLATES;
export const TEMPLATE_VARIANTS = 3;

export type TSeedContext = {
  rng: TRng;
  today: number;
  exchange: TExchangeTable;
  companies: readonly { id: number; weight: number; sectors: readonly TSector[]; name: string }[];
  exporters: readonly TExporterRef[];
  forwarders: readonly TPartnerRef[];
  shipowners: readonly TPartnerRef[];
  airlines: readonly TPartnerRef[];
  roadCarriers: readonly TPartnerRef[];
  carriers: readonly TPartnerRef[];
  warehouses: readonly TPartnerRef[];
  customBrokerId: number;
  ports: readonly TPortRef[];
  roadBorders: Readonly<Record<string, readonly (readonly [string, number])[]>>;
  /** Users who may download documents / change urgency, per company. */
  usersByCompany: ReadonlyMap<number, readonly { id: number; name: string }[]>;
  /** stored_files id of a template for a company. */
  fileId: (companyId: number, template: TTemplateKey, variant: number) => number;
  ids: Record<
    | 'invoice'
    | 'installment'
    | 'document'
    | 'documentLog'
    | 'history'
    | 'quotation'
    | 'container'
    | 'quotationDocument'
    | 'declarationItem'
    | 'urgencyChange',
    number
  >;
  /** Preferred exporters per company (indexes into `exporters`). */
  preferredExporters: ReadonlyMap<number, readonly number[]>;
};

export type TChunk = {
  processes: InferInsertModel<typeof processes>[];
  invoices: InferInsertModel<typeof invoices>[];
  installments: InferInsertModel<typeof installments>[];
  documents: InferInsertModel<typeof documents>[];
  documentLogs: InferInsertModel<typeof documentLogs>[];
  historyItems: InferInsertModel<typeof historyItems>[];
  freightQuotations: InferInsertModel<typeof freightQuotations>[];
  freightQuotationContainers: InferInsertModel<typeof freightQuotationContainers>[];
  freightQuotationDocuments: InferInsertModel<typeof freightQuotationDocuments>[];
  declarationItems: InferInsertModel<typeof declarationItems>[];
  urgencyChanges: InferInsertModel<typeof urgencyChanges>[];
};

export const emptyChunk = (): TChunk => ({
  processes: [],
  invoices: [],
  installments: [],
  documents: [],
  documentLogs: [],
  historyItems: [],
  freightQuotations: [],
  freightQuotationContainers: [],
  freightQuotationDocuments: [],
  declarationItems: [],
  urgencyChanges: [],
});

const money = (value: number) => value.toFixed(2);
const rate = (value: number) => value.toFixed(6);
const ASIA = new Set(['160', '161', '190', '399', '858', '776', '361']);
const EUROPE = new Set(['023', '386', '245', '275', '628']);
const SOUTH_AMERICA = new Set(['063', '586', '845', '158']);
const PREFIX: Record<TTypeOfProcess, string> = { CONTA_E_ORDEM: 'PRI', ENCOMENDA: 'E', ACESSORIA: 'A' };
const CHANNEL_LABEL: Record<TChannel, string> = {
  CINZA: 'cinza',
  VERDE: 'verde',
  AMARELO: 'amarelo',
  VERMELHO: 'vermelho',
};

const digits = (rng: TRng, count: number) =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('');
const letters = (rng: TRng, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');

const transitDays = (rng: TRng, mode: 'MARITIMA' | 'AEREA' | 'RODOVIARIA', countryCode: string) => {
  if (mode === 'AEREA') return rng.int(2, 6);
  if (mode === 'RODOVIARIA') return rng.int(3, 9);
  if (ASIA.has(countryCode)) return rng.int(30, 45);
  if (EUROPE.has(countryCode)) return rng.int(18, 28);
  return rng.int(14, 24);
};

const STATUS_BY_STEP: Record<number, readonly string[]> = {
  7: ['Em produção', 'Aguardando prontidão da carga'],
  1: ['Aguardando embarque', 'Booking confirmado'],
  2: ['Em trânsito'],
  11: ['Entregue - em faturamento'],
  5: ['Encerrado'],
  6: ['Cancelado'],
  9: ['Pré-cadastro'],
  10: ['Suspenso - aguardando instruções do cliente'],
};

/** Generates `count` processes starting at `firstIndex` (0-based), with all their children. */
export const generateChunk = (ctx: TSeedContext, firstIndex: number, count: number): TChunk => {
  const chunk = emptyChunk();
  for (let index = firstIndex; index < firstIndex + count; index += 1) {
    generateProcess(ctx, ctx.rng.fork(index), index, chunk);
  }
  return chunk;
};

const pickCompany = (ctx: TSeedContext, rng: TRng, index: number) => {
  // The first processes go round-robin so that every company has some even in tiny seeds.
  if (index < ctx.companies.length) return ctx.companies[index] ?? ctx.companies[0];
  return rng.weighted(ctx.companies.map((company) => [company, company.weight] as const));
};

const generateProcess = (ctx: TSeedContext, rng: TRng, index: number, chunk: TChunk) => {
  const { today, exchange } = ctx;
  const company = pickCompany(ctx, rng, index);
  if (!company) throw new Error('nenhuma empresa para os processos');
  const companyId = company.id;
  const processId = index + 1;
  const identification = 20_001 + index;
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

  // Transport
  const isRoadCountry = SOUTH_AMERICA.has(country);
  const airShare = exporter.sector === 'pharma' || exporter.sector === 'electronics' ? 0.3 : 0.08;
  const mode: 'MARITIMA' | 'AEREA' | 'RODOVIARIA' =
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

  // Timeline (all days; "actual" ones are blanked later when still in the future)
  // Two thirds spread over 24 months, one third in the last 5 months, so that about a third is still open.
  const open = today - (rng.chance(0.65) ? rng.int(0, 730) : rng.int(0, 150));
  const fast = mode !== 'MARITIMA';
  const estReady = open + (fast ? rng.int(5, 25) : rng.int(10, 50));
  const ready = estReady + rng.int(-3, 10);
  const initialEtd = estReady + rng.int(3, 12);
  const delayed = rng.chance(0.18);
  const etd = Math.max(ready + 1, delayed ? initialEtd + rng.int(8, 30) : initialEtd + rng.int(-2, 4));
  const departure = etd + rng.int(0, 3);
  const transit = transitDays(rng, mode, country);
  const eta = etd + transit;
  const arrival = departure + transit + rng.int(-2, 4);
  const presence = arrival + rng.int(0, 2);
  const registry = presence + rng.int(1, 5);
  const channel = rng.weighted<TChannel>([
    ['VERDE', 75],
    ['AMARELO', 12],
    ['VERMELHO', 8],
    ['CINZA', 5],
  ]);
  const hasMapa = exporter.sector === 'food' || exporter.sector === 'agro' || rng.chance(0.08);
  const mapaInspection = hasMapa ? presence + rng.int(1, 3) : null;
  const mapaRelease = mapaInspection === null ? null : mapaInspection + rng.int(1, 4);
  const clearanceDelay =
    channel === 'VERDE'
      ? rng.int(0, 1)
      : channel === 'AMARELO'
        ? rng.int(2, 6)
        : channel === 'VERMELHO'
          ? rng.int(5, 15)
          : rng.int(15, 40);
  const clearance = Math.max(registry + clearanceDelay, mapaRelease ?? 0);
  const loading = clearance + rng.int(1, 3);
  const estDeliver = eta + rng.int(8, 15);
  const deliver = loading + rng.int(0, 3);
  const nfs = deliver + rng.int(0, 3);
  const billCustomer = nfs + rng.int(1, 5);
  const billingSend = billCustomer + rng.int(0, 2);
  const finish = billingSend + rng.int(2, 15);

  let stepId =
    today < ready
      ? 7
      : today < departure
        ? 1
        : today < arrival
          ? 2
          : today < loading
            ? 3
            : today < deliver
              ? 4
              : today < finish
                ? 11
                : 5;
  let statusText = rng.pick(STATUS_BY_STEP[stepId] ?? ['Em andamento']);
  if (stepId === 3) {
    statusText =
      today < registry
        ? 'Aguardando registro da DI'
        : today < clearance
          ? 'DI registrada - em desembaraço'
          : 'Desembaraçado';
  }
  if (stepId === 4)
    statusText = today < loading ? 'Desembaraçado - aguardando carregamento' : 'Em carregamento';
  // Rare internal states
  let horizon = today;
  const special = rng.next();
  if (special < 0.02) {
    stepId = 6;
    statusText = 'Cancelado';
    horizon = Math.min(today, open + rng.int(3, Math.max(4, Math.min(60, today - open))));
  } else if (special < 0.03 && (stepId === 7 || stepId === 1)) {
    stepId = 9;
    statusText = rng.pick(STATUS_BY_STEP[9] ?? []);
    horizon = open;
  } else if (special < 0.04 && stepId !== 5 && stepId !== 11) {
    stepId = 10;
    statusText = rng.pick(STATUS_BY_STEP[10] ?? []);
  }
  const actual = (day: number | null) => (day !== null && day <= horizon ? toIsoDate(day) : null);
  const estimate = (day: number) => (stepId === 9 ? null : toIsoDate(day));
  const isConcluded = stepId === 5 || stepId === 6;
  const concludedAt =
    stepId === 5 ? brtInstant(finish, 17, 30) : stepId === 6 ? brtInstant(horizon, 11, 0) : null;

  // Parties
  const forwarder = mode === 'RODOVIARIA' ? null : rng.pick(ctx.forwarders);
  const shipowner =
    mode === 'MARITIMA'
      ? rng.pick(ctx.shipowners)
      : mode === 'AEREA'
        ? rng.pick(ctx.airlines)
        : rng.pick(ctx.roadCarriers);
  const conveyor = rng.pick(ctx.carriers);
  const warehouse = rng.chance(0.3) ? rng.pick(ctx.warehouses) : null;
  const vehicle =
    mode === 'MARITIMA'
      ? `${rng.pick(VESSELS)} / ${rng.int(100, 599)}${rng.pick(['W', 'E', 'S', 'N'])}`
      : mode === 'AEREA'
        ? `${rng.pick(['LA', 'LH', 'QR', 'EK'])}${rng.int(1000, 9999)}`
        : `${letters(rng, 3)}${rng.int(1, 9)}${letters(rng, 1)}${rng.int(10, 99)}`;
  const billOfLading =
    mode === 'MARITIMA'
      ? `${rng.pick(['MEDU', 'MAEU', 'CMDU', 'HLCU', 'COSU', 'EGLV'])}${letters(rng, 2)}${digits(rng, 6)}`
      : mode === 'AEREA'
        ? `${rng.pick(['045', '020', '157', '176'])}-${digits(rng, 8)}`
        : `${country === '063' ? 'AR' : country === '586' ? 'PY' : country === '845' ? 'UY' : 'CL'}.${digits(rng, 3)}.${digits(rng, 5)}`;

  // Declaration
  const isDuimp = rng.chance(0.3);
  const registryDay = actual(registry);
  const yy = toIsoDate(registry).slice(2, 4);
  const diNumber = registryDay && !isDuimp ? `${yy}/${digits(rng, 7)}-${rng.int(0, 9)}` : null;
  const duimpIdentification = registryDay && isDuimp ? `${yy}BR${digits(rng, 10)}${rng.int(0, 9)}` : null;
  const clearanceDay = actual(clearance);

  // Invoices and instalments
  const invoiceCount = rng.weighted([
    [1, 60],
    [2, 30],
    [3, 10],
  ] as const);
  const mainCurrency = rng.weighted(exporter.currencies);
  const baseUsd =
    typeOfBoarding === 'FCL'
      ? rng.float(20_000, 250_000)
      : typeOfBoarding === 'LCL'
        ? rng.float(5_000, 40_000)
        : typeOfBoarding === 'BKB'
          ? rng.float(100_000, 800_000)
          : mode === 'AEREA'
            ? rng.float(3_000, 60_000)
            : rng.float(10_000, 80_000);
  const invoicePrefix = exporter.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? 'X')
    .join('')
    .toUpperCase();
  let totalForeign = 0;
  let totalBrlAtRegistry = 0;
  const invoiceNumbers: string[] = [];
  let mainInvoiceDate: string | null = null;
  for (let invoiceIndex = 0; invoiceIndex < invoiceCount; invoiceIndex += 1) {
    const currency = invoiceIndex === 0 ? mainCurrency : rng.weighted(exporter.currencies);
    const usdShare = baseUsd / invoiceCount;
    const usdPerUnit = exchange.buyAt('USD', today) / exchange.buyAt(currency, today);
    const amount = Math.round(usdShare * usdPerUnit * rng.float(0.7, 1.3) * 100) / 100;
    const invoiceNumber = `${invoicePrefix}-${toIsoDate(open).slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}${invoiceCount > 1 ? `-${invoiceIndex + 1}` : ''}`;
    invoiceNumbers.push(invoiceNumber);
    const estimatedInvoiceDay = estReady - rng.int(0, 5);
    const invoiceDay = ready - rng.int(0, 4);
    const invoiceDate = actual(invoiceDay);
    if (invoiceIndex === 0) mainInvoiceDate = invoiceDate;
    const invoiceId = ++ctx.ids.invoice;
    const rateDay = Math.min(invoiceDate ? invoiceDay : estimatedInvoiceDay, today);
    totalForeign +=
      currency === mainCurrency
        ? amount
        : (amount * exchange.buyAt(currency, today)) / exchange.buyAt(mainCurrency, today);
    totalBrlAtRegistry += amount * exchange.buyAt(currency, Math.min(registry, today));

    const plan = rng.weighted<readonly (readonly [TInstallmentCondition, number, number | null])[]>([
      [[['Pagamento à Vista', 1, null]], 25],
      [
        [
          ['Pagamento Antecipado', 0.3, null],
          ['Pagamento à Prazo', 0.7, 60],
        ],
        25,
      ],
      [[['Pagamento à Prazo', 1, 90]], 15],
      [
        [
          ['Pagamento Antecipado', 0.2, null],
          ['Pagamento à Vista', 0.4, null],
          ['Pagamento à Prazo', 0.4, 30],
        ],
        15,
      ],
      [
        [
          ['Pagamento à Prazo', 0.25, 30],
          ['Pagamento à Prazo', 0.25, 60],
          ['Pagamento à Prazo', 0.25, 90],
          ['Pagamento à Prazo', 0.25, 120],
        ],
        10,
      ],
      [
        [
          ['Pagamento Antecipado', 0.5, null],
          ['Pagamento à Vista', 0.5, null],
        ],
        10,
      ],
    ]);
    const paymentTerms = plan
      .map(([condition, share, term]) =>
        condition === 'Pagamento à Prazo'
          ? `${Math.round(share * 100)}% em ${term} dias após o embarque`
          : `${Math.round(share * 100)}% ${condition === 'Pagamento Antecipado' ? 'antecipado' : 'à vista no embarque'}`,
      )
      .join(', ');
    let lastDue = open;
    let allocated = 0;
    plan.forEach(([condition, share, term], parcelIndex) => {
      const due =
        condition === 'Pagamento Antecipado'
          ? open + rng.int(3, 15)
          : condition === 'Pagamento à Vista'
            ? departure
            : departure + (term ?? 30);
      lastDue = Math.max(lastDue, due);
      const value =
        parcelIndex === plan.length - 1
          ? Math.round((amount - allocated) * 100) / 100
          : Math.round(amount * share * 100) / 100;
      allocated += value;
      const rateDayForParcel = Math.min(due, today);
      const parcelRate = exchange.sellAt(currency, rateDayForParcel);
      chunk.installments.push({
        id: ++ctx.ids.installment,
        companyId,
        invoiceId,
        parcel: parcelIndex + 1,
        condition,
        term: condition === 'Pagamento à Prazo' ? term : null,
        dueDate: toIsoDate(due),
        value: money(value),
        valueInBrl: money(value * parcelRate),
        lastExchangeRate: rate(parcelRate),
        lastExchangeUpdate: brtInstant(rateDayForParcel, 13, 10),
      });
    });
    const paid = lastDue <= today && stepId !== 6 && stepId !== 9 && rng.chance(0.9);
    chunk.invoices.push({
      id: invoiceId,
      companyId,
      processId,
      invoiceNumber,
      invoiceDate,
      estimatedInvoiceDate: toIsoDate(estimatedInvoiceDay),
      paymentTerms,
      currency,
      invoiceAmount: money(amount),
      exchangeRate: rate(exchange.sellAt(currency, rateDay)),
      vendorId: exporter.id,
      invoiceDue: paid ? toIsoDate(Math.min(today, lastDue + rng.int(0, 3))) : null,
    });
  }
  const cifValue = totalForeign * (mode === 'AEREA' ? rng.float(1.1, 1.2) : rng.float(1.04, 1.12));

  // Cash request (numerário), BRL
  const taxesEstimate = Math.round((totalBrlAtRegistry * rng.float(0.25, 0.6)) / 100) * 100;
  const hasEstimatedCash = stepId !== 9 && rng.chance(0.85);
  const estimatedCashDay = eta - rng.int(3, 10);
  const confirmedCashDay = estimatedCashDay + rng.int(-2, 3);
  const hasConfirmedCash =
    hasEstimatedCash && confirmedCashDay <= horizon + 5 && today >= arrival - 12 && rng.chance(0.9);
  const confirmedValue = hasConfirmedCash
    ? rng.chance(0.1)
      ? -rng.int(0, 5) * 100
      : Math.round((taxesEstimate * rng.float(0.85, 1.15)) / 10) * 10
    : null;
  const cashRequestDone =
    hasConfirmedCash && confirmedCashDay <= today - 2 && (confirmedValue ?? 0) > 0 && rng.chance(0.92);

  const storageDays = loading - presence;
  const storagePeriod: TStoragePeriod | null = actual(presence)
    ? storageDays <= 10
      ? 'PRIMEIRO_PERIODO'
      : storageDays <= 20
        ? 'SEGUNDO_PERIODO'
        : storageDays <= 30
          ? 'TERCEIRO_PERIODO'
          : storageDays <= 40
            ? 'QUARTO_PERIODO'
            : 'OUTROS'
    : null;
  const urgent = !isConcluded && rng.chance(0.08);
  const customerRef = `PO ${rng.int(4_500_000, 4_599_999)}`;
  const anotherRef = rng.chance(0.4) ? `${rng.pick(['PED', 'REQ', 'OC'])}-${rng.int(1000, 99999)}` : null;
  const mainInvoice = invoiceNumbers[0] ?? null;

  chunk.processes.push({
    id: processId,
    companyId,
    identification,
    typeOfProcess,
    status: statusText,
    stepId,
    exporterId: exporter.id,
    manufacturerId: manufacturer?.id ?? null,
    customerRef,
    anotherRef,
    invoice: mainInvoice,
    invoiceDate: mainInvoiceDate,
    cifValue: money(cifValue),
    cifValueCurrency: mainCurrency,
    importLicense: exporter.sector === 'pharma' || exporter.sector === 'chemicals' || rng.chance(0.1),
    urgent,
    imo: exporter.sector === 'chemicals' && rng.chance(0.5),
    reminder: rng.chance(0.1)
      ? rng.pick([
          'Cliente solicita aviso com 48h de antecedência da entrega.',
          'Conferir certificado de origem antes do registro da DI.',
          'Carga paletizada: agendar descarga com doca 3.',
          'Exigir fotos da estufagem ao exportador.',
        ])
      : null,
    incoterm: rng.weighted([
      ['FOB', 50],
      ['EXW', 10],
      ['FCA', 15],
      ['CFR', 10],
      ['CIF', 10],
      ['DAP', 5],
    ] as const),
    wayOfTransport: mode,
    typeOfBoarding,
    shipownerId: shipowner.id,
    billOfLading: actual(departure) ? billOfLading : null,
    vehicle: stepId === 9 ? null : vehicle,
    vehicleTranshipment:
      mode === 'MARITIMA' && rng.chance(0.2) ? `${rng.pick(VESSELS)} / ${rng.int(100, 599)}E` : null,
    ceMercante: mode === 'MARITIMA' && actual(departure) ? digits(rng, 15) : null,
    freightForwarderId: forwarder?.id ?? null,
    destinationPortId: port.id,
    customsEnclosureId: enclosure.id,
    conveyorId: conveyor.id,
    generalWarehouseId: warehouse?.id ?? null,
    customBrokerId: ctx.customBrokerId,
    placeOfLoading: exporter.placeOfLoading,
    originCountryCode: manufacturer?.countryCode ?? country,
    created: brtInstant(open, rng.int(8, 17), rng.int(0, 59)),
    storagePeriod,
    billingNfsEmissionDate: actual(nfs),
    billingBillCustomerDate: actual(billCustomer),
    billingEmailDate: actual(billCustomer),
    billingSendDate: actual(billingSend),
    billingCustomBrokerFinishDate: actual(finish),
    billingSendCompanyDescription: actual(billingSend)
      ? rng.pick(['Correios', 'Loggi', 'Entrega em mãos', 'Jadlog'])
      : null,
    billingSendTrackingDescription: actual(billingSend) ? `${letters(rng, 2)}${digits(rng, 9)}BR` : null,
    duimp: isDuimp,
    diNumber,
    diProtocol: diNumber ? digits(rng, 10) : null,
    diRegistryDate: isDuimp ? null : registryDay,
    diResourcefulnessDate: isDuimp ? null : clearanceDay,
    diChannel: !isDuimp && registryDay ? channel : null,
    duimpIdentification,
    duimpRegistryDate: isDuimp ? registryDay : null,
    duimpResourcefulnessDate: isDuimp ? clearanceDay : null,
    duimpChannel: isDuimp && registryDay ? channel : null,
    datesInspectionMapaDate: actual(mapaInspection),
    datesReleaseMapaDate: actual(mapaRelease),
    datesBillOfLadingReleaseDate: actual(arrival + rng.int(0, 2)),
    datesEnclosureBillingDate: actual(clearance + rng.int(0, 2)),
    datesComexDate: actual(clearance + rng.int(0, 1)),
    datesLinkInTheEnclosureDate: actual(presence + rng.int(0, 1)),
    datesEstimatedGoodsReadinesDate: estimate(estReady),
    datesGoodsReadinesDate: actual(ready),
    datesEtd: estimate(etd),
    initialDatesEtd: estimate(initialEtd),
    datesDepartureDate: actual(departure),
    datesEta: estimate(eta),
    datesArrivalDate: actual(arrival),
    mooringDate: mode === 'MARITIMA' ? actual(arrival) : null,
    datesGoodsPresenceDate: actual(presence),
    datesGoodsLoadingDate: actual(loading),
    datesCargoCollectDate: actual(loading),
    datesEstimatedCustomerDeliverDate: estimate(estDeliver),
    datesCustomerDeliverDate: actual(deliver),
    originalsDocumentsDate: actual(mode === 'MARITIMA' ? departure + rng.int(5, 15) : departure),
    estimatedStepCashRequest: hasEstimatedCash ? toIsoDate(estimatedCashDay) : null,
    estimatedStepCashRequestEstimatedValue: hasEstimatedCash ? money(taxesEstimate) : null,
    stepCashRequest: hasConfirmedCash ? toIsoDate(confirmedCashDay) : null,
    stepCashRequestEstimatedValue: confirmedValue === null ? null : money(confirmedValue),
    cashRequestDone,
    isConcluded,
    concludedAt,
    updatedAt: brtInstant(
      Math.min(today, Math.max(open, isConcluded ? finish : today - rng.int(0, 5))),
      18,
      0,
    ),
    searchText: buildProcessSearchText({
      identification,
      invoice: mainInvoice,
      invoiceNumbers,
      customerRef,
      anotherRef,
      billOfLading: actual(departure) ? billOfLading : null,
      exporterName: exporter.name,
      manufacturerName: manufacturer?.name ?? null,
      diNumber,
      duimpIdentification,
    }),
  });

  const reference = `${PREFIX[typeOfProcess]}${String(identification).padStart(5, '0')}`;
  const users = ctx.usersByCompany.get(companyId) ?? [];

  // Documents
  const variant = () => rng.int(0, TEMPLATE_VARIANTS - 1);
  const addDocument = (template: TTemplateKey, day: number, filename: string, isCashRequest = false) => {
    const spec = DOCUMENT_TEMPLATES[template];
    const documentId = ++ctx.ids.document;
    const isLegacy = rng.chance(0.15);
    const created = brtInstant(Math.min(day, today), rng.int(8, 18), rng.int(0, 59));
    chunk.documents.push({
      id: documentId,
      companyId,
      processId,
      fileId: ctx.fileId(companyId, template, variant()),
      documentTypeName: spec.typeName,
      originalFilename: `${filename}.${spec.extension}`,
      isCashRequest,
      created,
      createdBy: rng.pick(ANALYSTS),
      legacyCreated: isLegacy ? brtInstant(Math.min(day, today) - rng.int(1, 30), 9, 0) : null,
      legacyCreatedBy: isLegacy ? 'Importação automática (sistema anterior)' : null,
    });
    return { documentId, created };
  };
  const candidates: (() => void)[] = [];
  const safeRef = reference.toLowerCase();
  if (mainInvoiceDate) candidates.push(() => addDocument('invoice', ready, `invoice-comercial-${safeRef}`));
  if (actual(ready)) candidates.push(() => addDocument('packingList', ready, `packing-list-${safeRef}`));
  if (actual(departure)) candidates.push(() => addDocument('billOfLading', departure + 1, `bl-${safeRef}`));
  if (actual(ready)) candidates.push(() => addDocument('cargoPhoto', ready, `foto-carga-${safeRef}`));
  if (registryDay)
    candidates.push(() =>
      addDocument('diExtract', registry, `extrato-${isDuimp ? 'duimp' : 'di'}-${safeRef}`),
    );
  const wanted = rng.int(2, 6);
  const documentFactories =
    candidates.length >= 2
      ? candidates
      : [
          () => addDocument('proforma', open + 1, `proforma-${safeRef}`),
          () => addDocument('proforma', open + 2, `pedido-compra-${safeRef}`),
          ...candidates,
        ];
  documentFactories.slice(0, wanted).forEach((factory) => factory());
  if (hasConfirmedCash && rng.chance(0.6)) {
    const { documentId, created } = addDocument(
      'cashRequest',
      confirmedCashDay,
      `numerario-${safeRef}`,
      true,
    );
    const downloader = users.length > 0 && cashRequestDone && rng.chance(0.5) ? rng.pick(users) : null;
    if (downloader) {
      chunk.documentLogs.push({
        id: ++ctx.ids.documentLog,
        companyId,
        documentId,
        userId: downloader.id,
        entityName: 'Documento',
        createdBy: downloader.name,
        type: 'DOWNLOAD',
        created: new Date(created.getTime() + rng.int(1, 48) * 3_600_000),
      });
    }
  }

  // History
  const events: { day: number; text: string; visible: boolean }[] = [
    { day: open, text: `Processo ${reference} aberto para ${exporter.name}.`, visible: true },
  ];
  const note = (day: number | null, text: string, visible = true) => {
    if (day !== null && day <= horizon) events.push({ day, text, visible });
  };
  note(open + 1, 'Conferência interna da proforma e do cadastro do exportador.', false);
  note(estReady - 7, `Exportador informa prontidão prevista para ${formatBr(estReady)}.`);
  note(ready, 'Prontidão da carga confirmada pelo exportador.');
  if (forwarder) note(ready + 1, `Booking confirmado com ${forwarder.name}, ETD ${formatBr(initialEtd)}.`);
  if (etd - initialEtd > 7)
    note(
      initialEtd - 2,
      `ETD alterado de ${formatBr(initialEtd)} para ${formatBr(etd)} por falta de espaço no ${mode === 'AEREA' ? 'voo' : 'navio'}.`,
    );
  note(departure, `Carga embarcada em ${exporter.placeOfLoading} (${vehicle}).`);
  note(departure + 2, `Previsão de chegada (ETA) em ${formatBr(eta)} no ${port.name}.`);
  note(arrival, `Chegada da carga em ${port.name}.`);
  note(presence, `Presença de carga registrada no recinto ${enclosure.name}.`);
  if (hasConfirmedCash && confirmedValue !== null && confirmedValue > 0)
    note(
      confirmedCashDay,
      `Numerário solicitado no valor de R$ ${confirmedValue.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}.`,
    );
  note(
    registry,
    `${isDuimp ? 'DUIMP' : 'DI'} ${diNumber ?? duimpIdentification ?? ''} registrada, canal ${CHANNEL_LABEL[channel]}.`.replace(
      '  ',
      ' ',
    ),
  );
  note(registry, 'Cálculo de impostos conferido com a planilha do cliente.', false);
  if (channel !== 'VERDE')
    note(registry + 1, `Documentos entregues à fiscalização (canal ${CHANNEL_LABEL[channel]}).`);
  note(clearance, 'Carga desembaraçada.');
  note(loading, `Carregamento realizado com a transportadora ${conveyor.name}.`);
  note(deliver, 'Entrega realizada ao cliente.');
  note(billingSend, 'Faturamento enviado ao cliente.');
  note(finish, 'Processo encerrado.', false);
  if (stepId === 6) note(horizon, 'Processo cancelado a pedido do cliente.');
  if (stepId === 10)
    note(Math.min(today, horizon), 'Processo suspenso aguardando instruções do cliente.', false);
  const historyCount = Math.min(events.length, rng.int(3, 10));
  const chosen =
    events.length <= historyCount
      ? events
      : [events[0], ...events.slice(1).filter(() => rng.chance(historyCount / events.length))];
  while (chosen.length < 3) {
    chosen.push({
      day: Math.min(today, open + chosen.length),
      text: 'Aguardando atualização do exportador.',
      visible: chosen.length % 2 === 0,
    });
  }
  for (const event of chosen.slice(0, 10)) {
    if (!event) continue;
    chunk.historyItems.push({
      id: ++ctx.ids.history,
      companyId,
      processId,
      createdBy: rng.pick(ANALYSTS),
      created: brtInstant(Math.min(event.day, today), rng.int(8, 18), rng.int(0, 59)),
      description: event.text,
      isVisibleToClient: event.visible,
    });
  }

  // Urgency audit
  if (urgent) {
    const author = users.length > 0 ? rng.pick(users) : null;
    chunk.urgencyChanges.push({
      id: ++ctx.ids.urgencyChange,
      companyId,
      processId,
      userId: author?.id ?? null,
      hasUrgency: true,
      justification: rng.pick([
        'Carga necessária para a linha de produção.',
        'Não informado',
        'Cliente com estoque crítico.',
      ]),
      created: brtInstant(Math.min(today, open + rng.int(1, 20)), 10, 15),
    });
  }

  // Freight quotations
  if (mode === 'MARITIMA' && stepId !== 9 && rng.chance(0.3)) {
    const count = rng.int(2, Math.min(5, ctx.forwarders.length));
    const pool = [...ctx.forwarders].sort(() => rng.next() - 0.5);
    if (forwarder && !pool.slice(0, count).some((candidate) => candidate.id === forwarder.id))
      pool.unshift(forwarder);
    const quoted = pool.slice(0, count);
    const decided = actual(ready + 1) !== null;
    quoted.forEach((quotedForwarder) => {
      const quotationId = ++ctx.ids.quotation;
      const createdDay = Math.min(today, open + rng.int(1, 10));
      const usdRate = exchange.sellAt('USD', createdDay);
      const eurRate = exchange.sellAt('EUR', createdDay);
      const containerRows: { quantity: number; type: TContainerType }[] = [];
      if (typeOfBoarding === 'FCL') {
        const reefer = exporter.sector === 'food' || exporter.sector === 'pharma';
        containerRows.push({
          quantity: rng.int(1, 4),
          type: reefer
            ? rng.pick(['REEFER 20', 'REEFER 40'] as const)
            : rng.pick(['DRY 20', 'DRY 40', 'HIGH CUBE 40'] as const),
        });
        if (rng.chance(0.15))
          containerRows.push({
            quantity: 1,
            type: rng.pick(['OPEN TOP 40', 'FLAT RACK 40', 'OPEN TOP 20', 'FLAT RACK 20'] as const),
          });
      } else if (typeOfBoarding === 'BKB') {
        containerRows.push({
          quantity: rng.int(1, 3),
          type: rng.pick(['FLAT RACK 20', 'FLAT RACK 40'] as const),
        });
      }
      const units = containerRows.reduce((sum, row) => sum + row.quantity, 0) || 1;
      const totalUsd = Math.round(
        units * rng.float(ASIA.has(country) ? 1800 : 900, ASIA.has(country) ? 4200 : 2600),
      );
      const totalEur = EUROPE.has(country) && rng.chance(0.6) ? Math.round(rng.float(150, 600)) : 0;
      const totalReais = Math.round(rng.float(1200, 4500) * 100) / 100;
      const otherCurrency = rng.chance(0.15) ? rng.pick(['CNY', 'GBP'] as const) : null;
      const totalOthers = otherCurrency ? Math.round(rng.float(200, 1500)) : 0;
      const othersRate = otherCurrency ? exchange.sellAt(otherCurrency, createdDay) : 0;
      const totalUsdReais = totalUsd * usdRate;
      const totalEurReais = totalEur * eurRate;
      const totalOthersReais = totalOthers * othersRate;
      const isChosen = forwarder !== null && quotedForwarder.id === forwarder.id;
      let approved: boolean | null = null;
      let rejectReason: string | null = null;
      if (decided) {
        if (isChosen) approved = true;
        else {
          const outcome = rng.next();
          if (outcome < 0.5) {
            approved = false;
            rejectReason = rng.pick([
              'Valor acima do orçamento.',
              'Transit time muito longo.',
              'Free time insuficiente.',
              'Armador não atende a rota direta.',
            ]);
          } else if (outcome < 0.75) approved = false;
        }
      }
      // Picked first, as before: the seed's other values keep their draws.
      const person = rng.pick([
        'Fernanda Rocha',
        'Lucas Almeida',
        'Tatiane Costa',
        'Eduardo Ramos',
        'Camila Duarte',
        'Henrique Sato',
      ]);
      chunk.freightQuotations.push({
        id: quotationId,
        companyId,
        processId,
        freightForwarderId: quotedForwarder.id,
        person,
        // The forwarder hears of the customer's decision (issue #17); .example never delivers.
        contactEmail: `${toMailbox(person)}@${toMailbox(quotedForwarder.name)}.example`,
        status: rng.weighted([
          ['COTADO', 30],
          ['ENVIADO', 30],
          ['VISUALIZADO', 40],
        ] as const),
        created: brtInstant(createdDay, rng.int(8, 18), rng.int(0, 59)),
        approved,
        rejectReason,
        transitTime: transit + rng.int(-3, 6),
        freetime: rng.pick([7, 10, 14, 21]),
        transhipment: rng.chance(0.6)
          ? 'Direto'
          : rng.pick(['Via Cartagena', 'Via Singapura', 'Via Algeciras', 'Via Busan']),
        destinationPort: port.name,
        customsEnclosure: enclosure.name,
        shipowner: rng.pick(ctx.shipowners).name,
        currency: otherCurrency,
        totalUsd: money(totalUsd),
        totalUsdReais: money(totalUsdReais),
        totalEur: money(totalEur),
        totalEurReais: money(totalEurReais),
        totalReais: money(totalReais),
        totalOthers: money(totalOthers),
        totalOthersReais: money(totalOthersReais),
        total: money(totalUsdReais + totalEurReais + totalReais + totalOthersReais),
        observation: rng.chance(0.5)
          ? rng.pick([
              `Valores válidos até ${formatBr(createdDay + 15)}. Sujeito a disponibilidade de espaço.`,
              'Não inclui seguro internacional.',
              'Taxas locais de destino conforme tabela do terminal.',
              'Inclui THC na origem e BL fee.',
            ])
          : null,
      });
      for (const row of containerRows) {
        chunk.freightQuotationContainers.push({
          id: ++ctx.ids.container,
          companyId,
          freightQuotationId: quotationId,
          ...row,
        });
      }
      if (rng.chance(0.5)) {
        chunk.freightQuotationDocuments.push({
          id: ++ctx.ids.quotationDocument,
          companyId,
          freightQuotationId: quotationId,
          fileId: ctx.fileId(companyId, 'freightQuote', rng.int(0, TEMPLATE_VARIANTS - 1)),
          originalFilename: `cotacao-${quotedForwarder.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${safeRef}.pdf`,
          created: brtInstant(createdDay, 19, 0),
        });
      }
    });
  }

  // Declaration items (adições), only for registered declarations
  if (registryDay) {
    const itemCount = rng.weighted([
      [rng.int(1, 5), 20],
      [rng.int(6, 15), 40],
      [rng.int(16, 20), 40],
    ] as const);
    const ncmPool: readonly TNcmSeed[] = NCM_BY_SECTOR[exporter.sector];
    const shares = Array.from({ length: itemCount }, () => rng.float(0.2, 1));
    const shareSum = shares.reduce((sum, value) => sum + value, 0);
    const freightRate =
      mode === 'MARITIMA'
        ? rng.float(0.04, 0.1)
        : mode === 'AEREA'
          ? rng.float(0.08, 0.2)
          : rng.float(0.03, 0.06);
    const siscomexTotal = rng.float(115, 300);
    const exporterCountry = exporter.countryCode;
    const manufacturerCountry = manufacturer?.countryCode ?? exporterCountry;
    shares.forEach((share, itemIndex) => {
      const ncm = rng.pick(ncmPool);
      const vmle = (totalBrlAtRegistry * share) / shareSum;
      const freight = vmle * freightRate;
      const insurance = vmle * rng.float(0.003, 0.005);
      const vmld = vmle + freight + insurance;
      const ii = vmld * ncm.ii;
      const ipi = (vmld + ii) * ncm.ipi;
      const pis = vmld * 0.021;
      const cofins = vmld * 0.0965;
      const siscomex = siscomexTotal / itemCount;
      const antidumping =
        ncm.antidumpingChina && manufacturerCountry === '160' && rng.chance(0.6)
          ? vmld * rng.float(0.1, 0.35)
          : 0;
      const icmsRate = rng.pick([0.17, 0.18, 0.18, 0.12]);
      const icmsBase = (vmld + ii + ipi + pis + cofins + siscomex + antidumping) / (1 - icmsRate);
      const net = vmld / ncm.brlPerKg;
      chunk.declarationItems.push({
        id: ++ctx.ids.declarationItem,
        companyId,
        processId,
        itemNumber: itemIndex + 1,
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
        incoterm: chunk.processes[chunk.processes.length - 1]?.incoterm ?? 'FOB',
        negotiatedCurrency: mainCurrency,
        urfDespacho: port.urfName,
        urfEntrada: port.urfName,
        recinto: enclosure.name,
        transportMode: mode,
        channel,
        registryDate: registryDay,
      });
    });
  }
};

/** 'Eduardo Ramos' → 'eduardo.ramos': a demo mailbox name. */
const toMailbox = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
