import { z } from 'zod';
import {
  ZAliasRef,
  ZDiChannel,
  ZNamedRef,
  ZNullableMoney,
  ZNullableTimestamp,
  ZStoragePeriod,
  ZTimestamp,
  ZTypeOfProcess,
  ZWayOfTransport,
} from './primitives.ts';

/** A process step (part 1 §3 `step`, part 2 §3 "Process steps"). */
export const ZProcessStep = z.object({
  /** 1 Booking, 2 Trânsito, 3 Desembaraço, 4 Carregamento, 5 Encerramento, 7 Produção; 6, 8–11 exist too. */
  id: z.number().int().positive(),
  alias: z.string(),
  description: z.string().nullable(),
  /** Background colour (hex). */
  color: z.string().nullable(),
  textColor: z.string().nullable(),
  position: z.number().int(),
});
export type TProcessStep = z.infer<typeof ZProcessStep>;

/** Step ids (part 1 §4, §9). */
export const PROCESS_STEP = {
  BOOKING: 1,
  TRANSITO: 2,
  DESEMBARACO: 3,
  CARREGAMENTO: 4,
  ENCERRAMENTO: 5,
  PRODUCAO: 7,
  /** Filter value meaning "all steps"; expands to {@link ALL_STEPS_IDS}. */
  TODOS: 8,
  /** Faturamento: in the Home's Total and in "all steps", without a card of its own. */
  FATURAMENTO: 11,
} as const;
/** The cancelled step: such a process has nothing left to watch (calendars, digest, attention leave it out). */
export const CANCELLED_STEP_ID = 6;
/** What step 8 ("all") expands to in the report call. */
export const ALL_STEPS_IDS = [7, 2, 1, 3, 4, 5, 11] as const;
/** Steps hidden from the list filter. */
export const HIDDEN_STEP_IDS = [9, 10] as const;

/**
 * Whether a process is concluded, from its step (docs/decisions/0032-tenant-key-steps-and-files.md):
 * cancelled, or in Encerramento with the broker's closing date (`billingCustomBrokerFinishDate`)
 * informed. A process still being closed stays open, so the Home's Encerramento card and /processos (which
 * lists open processes, `concluido=false`) count it alike. The demo seed writes `is_concluded`
 * by this rule, and the ingestion API derives it when a line does not send `isConcluded`.
 */
export const deriveIsConcluded = ({
  stepId,
  billingCustomBrokerFinishDate,
}: {
  stepId: number;
  billingCustomBrokerFinishDate: string | null | undefined;
}): boolean =>
  stepId === CANCELLED_STEP_ID ||
  (stepId === PROCESS_STEP.ENCERRAMENTO &&
    billingCustomBrokerFinishDate !== null &&
    billingCustomBrokerFinishDate !== undefined);

/** Type prefix of a process reference (part 1 §4); the default is PRI. */
export const typeOfProcessPrefix = (type: string | null | undefined): string =>
  type === 'ENCOMENDA' ? 'E' : type === 'ACESSORIA' || type === 'ASSESSORIA' ? 'A' : 'PRI';

/** Provider reference: prefix + identification padded to 5 digits, e.g. PRI00123. */
export const processReference = (type: string | null | undefined, identification: number): string =>
  `${typeOfProcessPrefix(type)}${String(identification).padStart(5, '0')}`;

/**
 * The date fields of a process: timeline, billing, DI/DUIMP, MAPA, other dates and cash request.
 * The `field` query of the report call must be one of them.
 */
export const PROCESS_DATE_FIELDS = [
  'created',
  'invoiceDate',
  'billingNFsEmissionDate',
  'billingBillCustomerDate',
  'billingEmailDate',
  'billingSendDate',
  'billingCustomBrokerFinishDate',
  'diRegistryDate',
  'diResourcefulnessDate',
  'duimpRegistryDate',
  'duimpResourcefulnessDate',
  'datesInspectionMAPADate',
  'datesReleaseMAPADate',
  'datesBillOfLadingReleaseDate',
  'datesEnclosureBillingDate',
  'datesComexDate',
  'datesLinkInTheEnclosureDate',
  'datesEstimatedGoodsReadinesDate',
  'datesGoodsReadinesDate',
  'datesETD',
  'initialDatesETD',
  'datesDepartureDate',
  'datesETA',
  'datesArrivalDate',
  'mooringDate',
  'datesGoodsPresenceDate',
  'datesGoodsLoadingDate',
  'datesCargoCollectDate',
  'datesEstimatedCustomerDeliverDate',
  'datesCustomerDeliverDate',
  'originalsDocumentsDate',
  'estimatedStepCashRequest',
  'stepCashRequest',
] as const;
export const ZProcessDateField = z.enum(PROCESS_DATE_FIELDS, {
  error: 'Informe field com o nome de um campo de data do processo (ex.: datesETA).',
});
export type TProcessDateField = z.infer<typeof ZProcessDateField>;

/**
 * An import process with every field of part 1 §3. Dates are ISO strings or null, money is a
 * number or null, linked entities are `{ name }` / `{ alias }` objects or null.
 */
export const ZProcessResponse = z.object({
  id: z.number().int().positive(),
  /** Provider number; shown padded to 5 digits after the type prefix. */
  identification: z.number().int().nonnegative(),
  typeOfProcess: ZTypeOfProcess,
  status: z.string().nullable(),
  step: ZProcessStep.nullable(),
  customer: ZNamedRef.nullable(),
  exporter: ZNamedRef.nullable(),
  manufacturer: ZNamedRef.nullable(),
  /** Customer order reference. */
  customerRef: z.string().nullable(),
  anotherRef: z.string().nullable(),
  /** Invoice number(s) as one text. */
  invoice: z.string().nullable(),
  invoiceDate: ZNullableTimestamp,
  cifValue: ZNullableMoney,
  cifValueCurrency: z.string().nullable(),
  importLicense: z.boolean().nullable(),
  urgent: z.boolean(),
  imo: z.boolean().nullable(),
  /** Text of the 'Lembrete' modal. */
  reminder: z.string().nullable(),
  incoterm: z.string().nullable(),
  wayOfTransport: ZWayOfTransport.nullable(),
  /** e.g. CNTR. */
  typeOfBoarding: z.string().nullable(),
  shipowner: ZNamedRef.nullable(),
  /** BL / AWB / CRT. */
  billOfLading: z.string().nullable(),
  vehicle: z.string().nullable(),
  vehicleTranshipment: z.string().nullable(),
  ceMercante: z.string().nullable(),
  freightForwarder: ZNamedRef.nullable(),
  /** Entry customs unit. */
  destinationPort: ZAliasRef.nullable(),
  customsEnclosure: ZAliasRef.nullable(),
  conveyor: ZNamedRef.nullable(),
  generalWarehouse: ZNamedRef.nullable(),
  customBroker: ZNamedRef.nullable(),
  placeOfLoading: z.string().nullable(),
  /** Opening date. */
  created: ZTimestamp,
  storagePeriod: ZStoragePeriod.nullable(),
  // Billing
  billingNFsEmissionDate: ZNullableTimestamp,
  billingBillCustomerDate: ZNullableTimestamp,
  billingEmailDate: ZNullableTimestamp,
  billingSendDate: ZNullableTimestamp,
  billingCustomBrokerFinishDate: ZNullableTimestamp,
  billingSendCompanyDescription: z.string().nullable(),
  billingSendTrackingDescription: z.string().nullable(),
  // DI (classic import declaration)
  /** When true the DUIMP fields apply instead of the DI ones. */
  duimp: z.boolean(),
  diNumber: z.string().nullable(),
  diProtocol: z.string().nullable(),
  diRegistryDate: ZNullableTimestamp,
  diResourcefulnessDate: ZNullableTimestamp,
  diChannel: ZDiChannel.nullable(),
  // DUIMP
  duimpIdentification: z.string().nullable(),
  duimpRegistryDate: ZNullableTimestamp,
  duimpResourcefulnessDate: ZNullableTimestamp,
  duimpChannel: ZDiChannel.nullable(),
  /** The current DUIMP version's situação (situacaoDuimp), the code as sent; null without one. */
  duimpSituation: z.string().nullable(),
  /** The current DUIMP version's situação do licenciamento, the code as sent; null without one. */
  duimpLicensingSituation: z.string().nullable(),
  // Agriculture ministry
  datesInspectionMAPADate: ZNullableTimestamp,
  datesReleaseMAPADate: ZNullableTimestamp,
  // Other dates
  datesBillOfLadingReleaseDate: ZNullableTimestamp,
  datesEnclosureBillingDate: ZNullableTimestamp,
  datesComexDate: ZNullableTimestamp,
  datesLinkInTheEnclosureDate: ZNullableTimestamp,
  // Timeline and list dates
  datesEstimatedGoodsReadinesDate: ZNullableTimestamp,
  datesGoodsReadinesDate: ZNullableTimestamp,
  datesETD: ZNullableTimestamp,
  initialDatesETD: ZNullableTimestamp,
  datesDepartureDate: ZNullableTimestamp,
  datesETA: ZNullableTimestamp,
  datesArrivalDate: ZNullableTimestamp,
  mooringDate: ZNullableTimestamp,
  datesGoodsPresenceDate: ZNullableTimestamp,
  datesGoodsLoadingDate: ZNullableTimestamp,
  datesCargoCollectDate: ZNullableTimestamp,
  datesEstimatedCustomerDeliverDate: ZNullableTimestamp,
  datesCustomerDeliverDate: ZNullableTimestamp,
  originalsDocumentsDate: ZNullableTimestamp,
  // Cash request
  estimatedStepCashRequest: ZNullableTimestamp,
  estimatedStepCashRequestEstimatedValue: ZNullableMoney,
  stepCashRequest: ZNullableTimestamp,
  stepCashRequestEstimatedValue: ZNullableMoney,
});
export type TProcessResponse = z.infer<typeof ZProcessResponse>;

/** A history item. Only items visible to the client are ever returned, hence the literal. */
export const ZHistoryItem = z.object({
  createdBy: z.string().nullable(),
  created: ZTimestamp,
  description: z.string(),
  isVisibleToClient: z.literal(true),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

/** The opened process: the process plus its client-visible history, newest first. */
export const ZProcessDetail = ZProcessResponse.extend({ history: z.array(ZHistoryItem) });
export type TProcessDetail = z.infer<typeof ZProcessDetail>;
