import type { InferInsertModel } from 'drizzle-orm';
import type { processes, TStoragePeriod } from '../db/schema/processes.ts';
import { buildProcessSearchText } from '../db/search-text.ts';
import { seedContainerNumbers } from './container-numbers.ts';
import { brtInstant, toIsoDate } from './dates.ts';
import type {
  TCashRequest,
  TInvoiceTotals,
  TProcessBasics,
  TProcessDraft,
  TProcessExtras,
  TStageOptions,
} from './process-draft.ts';
import { digits, letters, money } from './process-values.ts';
import { VESSELS } from './reference-data.ts';

type TProcessRow = InferInsertModel<typeof processes>;
type TRowOptions = Omit<TStageOptions<TProcessDraft>, 'chunk'>;

/** The storage period from the days in the enclosure, the customer's references and the urgency flag. */
export const drawProcessExtras = ({
  rng,
  process,
}: Omit<TStageOptions<TProcessBasics & TInvoiceTotals & TCashRequest>, 'ctx' | 'chunk'>): TProcessExtras => {
  const { loading, presence, actual, isConcluded } = process;
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
  return { storagePeriod, urgent, customerRef, anotherRef };
};

/*
 * The row is built in parts, each drawing in turn: the parts are spread in this order into one
 * object, and object literals evaluate left to right, so the draws keep the order of the fields.
 */

const describeGoods = ({ rng, process }: TRowOptions) => {
  const { exporter, manufacturer, invoiceNumbers, mainInvoiceDate, cifValue, mainCurrency } = process;
  return {
    id: process.processId,
    companyId: process.companyId,
    identification: process.identification,
    typeOfProcess: process.typeOfProcess,
    status: process.statusText,
    stepId: process.stepId,
    exporterId: exporter.id,
    manufacturerId: manufacturer?.id ?? null,
    customerRef: process.customerRef,
    anotherRef: process.anotherRef,
    invoice: invoiceNumbers[0] ?? null,
    invoiceDate: mainInvoiceDate,
    cifValue: money(cifValue),
    cifValueCurrency: mainCurrency,
    importLicense: exporter.sector === 'pharma' || exporter.sector === 'chemicals' || rng.chance(0.1),
    urgent: process.urgent,
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
  };
};

const containersOf = (process: TRowOptions['process']) =>
  seedContainerNumbers({
    processId: process.processId,
    billOfLading: process.actual(process.departure) ? process.billOfLading : null,
    isFullContainer: process.typeOfBoarding === 'FCL',
  });

const describeCarriage = ({ ctx, rng, process }: TRowOptions) => {
  const { mode, departure, actual, manufacturer } = process;
  return {
    wayOfTransport: mode,
    typeOfBoarding: process.typeOfBoarding,
    shipownerId: process.shipowner.id,
    billOfLading: actual(departure) ? process.billOfLading : null,
    containerNumbers: containersOf(process),
    vehicle: process.stepId === 9 ? null : process.vehicle,
    vehicleTranshipment:
      mode === 'MARITIMA' && rng.chance(0.2) ? `${rng.pick(VESSELS)} / ${rng.int(100, 599)}E` : null,
    ceMercante: mode === 'MARITIMA' && actual(departure) ? digits(rng, 15) : null,
    freightForwarderId: process.forwarder?.id ?? null,
    destinationPortId: process.port.id,
    customsEnclosureId: process.enclosure.id,
    conveyorId: process.conveyor.id,
    generalWarehouseId: process.warehouse?.id ?? null,
    customBrokerId: ctx.customBrokerId,
    placeOfLoading: process.exporter.placeOfLoading,
    originCountryCode: manufacturer?.countryCode ?? process.country,
    created: brtInstant(process.open, rng.int(8, 17), rng.int(0, 59)),
    storagePeriod: process.storagePeriod,
  };
};

const describeBilling = ({ rng, process }: TRowOptions) => {
  const { actual, billingSend } = process;
  return {
    billingNfsEmissionDate: actual(process.nfs),
    billingBillCustomerDate: actual(process.billCustomer),
    billingEmailDate: actual(process.billCustomer),
    billingSendDate: actual(billingSend),
    billingCustomBrokerFinishDate: actual(process.finish),
    billingSendCompanyDescription: actual(billingSend)
      ? rng.pick(['Correios', 'Loggi', 'Entrega em mãos', 'Jadlog'])
      : null,
    billingSendTrackingDescription: actual(billingSend) ? `${letters(rng, 2)}${digits(rng, 9)}BR` : null,
  };
};

const describeDeclaration = ({ rng, process }: TRowOptions) => {
  const { isDuimp, diNumber, registryDay, clearanceDay, channel } = process;
  return {
    duimp: isDuimp,
    diNumber,
    diProtocol: diNumber ? digits(rng, 10) : null,
    diRegistryDate: isDuimp ? null : registryDay,
    diResourcefulnessDate: isDuimp ? null : clearanceDay,
    diChannel: !isDuimp && registryDay ? channel : null,
    duimpIdentification: process.duimpIdentification,
    duimpRegistryDate: isDuimp ? registryDay : null,
    duimpResourcefulnessDate: isDuimp ? clearanceDay : null,
    duimpChannel: isDuimp && registryDay ? channel : null,
  };
};

const describeMilestones = ({ rng, process }: TRowOptions) => {
  const { actual, estimate, mode, arrival, clearance, presence, departure, loading } = process;
  return {
    datesInspectionMapaDate: actual(process.mapaInspection),
    datesReleaseMapaDate: actual(process.mapaRelease),
    datesBillOfLadingReleaseDate: actual(arrival + rng.int(0, 2)),
    datesEnclosureBillingDate: actual(clearance + rng.int(0, 2)),
    datesComexDate: actual(clearance + rng.int(0, 1)),
    datesLinkInTheEnclosureDate: actual(presence + rng.int(0, 1)),
    datesEstimatedGoodsReadinesDate: estimate(process.estReady),
    datesGoodsReadinesDate: actual(process.ready),
    datesEtd: estimate(process.etd),
    initialDatesEtd: estimate(process.initialEtd),
    datesDepartureDate: actual(departure),
    datesEta: estimate(process.eta),
    datesArrivalDate: actual(arrival),
    mooringDate: mode === 'MARITIMA' ? actual(arrival) : null,
    datesGoodsPresenceDate: actual(presence),
    datesGoodsLoadingDate: actual(loading),
    datesCargoCollectDate: actual(loading),
    datesEstimatedCustomerDeliverDate: estimate(process.estDeliver),
    datesCustomerDeliverDate: actual(process.deliver),
    originalsDocumentsDate: actual(mode === 'MARITIMA' ? departure + rng.int(5, 15) : departure),
  };
};

const describeCashAndClosing = ({ ctx: { today }, rng, process }: TRowOptions) => {
  const { hasEstimatedCash, hasConfirmedCash, confirmedValue, isConcluded } = process;
  return {
    estimatedStepCashRequest: hasEstimatedCash ? toIsoDate(process.estimatedCashDay) : null,
    estimatedStepCashRequestEstimatedValue: hasEstimatedCash ? money(process.taxesEstimate) : null,
    stepCashRequest: hasConfirmedCash ? toIsoDate(process.confirmedCashDay) : null,
    stepCashRequestEstimatedValue: confirmedValue === null ? null : money(confirmedValue),
    cashRequestDone: process.cashRequestDone,
    isConcluded,
    concludedAt: process.concludedAt,
    updatedAt: brtInstant(
      Math.min(today, Math.max(process.open, isConcluded ? process.finish : today - rng.int(0, 5))),
      18,
      0,
    ),
  };
};

const describeSearchText = ({ process }: TRowOptions) => ({
  searchText: buildProcessSearchText({
    identification: process.identification,
    invoice: process.invoiceNumbers[0] ?? null,
    invoiceNumbers: process.invoiceNumbers,
    customerRef: process.customerRef,
    anotherRef: process.anotherRef,
    billOfLading: process.actual(process.departure) ? process.billOfLading : null,
    containerNumbers: containersOf(process),
    exporterName: process.exporter.name,
    manufacturerName: process.manufacturer?.name ?? null,
    diNumber: process.diNumber,
    duimpIdentification: process.duimpIdentification,
  }),
});

/** The processes row: the process's own fields, as the portal lists and filters them. */
export const buildProcessRow = (options: TRowOptions): TProcessRow => ({
  ...describeGoods(options),
  ...describeCarriage(options),
  ...describeBilling(options),
  ...describeDeclaration(options),
  ...describeMilestones(options),
  ...describeCashAndClosing(options),
  ...describeSearchText(options),
});
