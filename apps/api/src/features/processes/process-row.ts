import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TProcessResponse } from '@pc/contract/process';
import type { TDbExecutor } from '../../db/client.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import { companies } from '../../db/schema/companies.ts';
import { partners, places } from '../../db/schema/partners.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { processes } from '../../db/schema/processes.ts';

export const exporter = alias(partners, 'exporter');
const manufacturer = alias(partners, 'manufacturer');
const shipowner = alias(partners, 'shipowner');
export const freightForwarder = alias(partners, 'freight_forwarder');
const conveyor = alias(partners, 'conveyor');
const generalWarehouse = alias(partners, 'general_warehouse');
const customBroker = alias(partners, 'custom_broker');
const destinationPort = alias(places, 'destination_port');
const customsEnclosure = alias(places, 'customs_enclosure');

/** Exactly the columns the contract's process needs (not search_text, updated_at…), names joined in SQL. */
const processColumns = {
  id: processes.id,
  companyId: processes.companyId,
  identification: processes.identification,
  typeOfProcess: processes.typeOfProcess,
  status: processes.status,
  stepId: processSteps.id,
  stepAlias: processSteps.alias,
  stepDescription: processSteps.description,
  stepColor: processSteps.color,
  stepTextColor: processSteps.textColor,
  stepPosition: processSteps.position,
  customerName: companies.name,
  exporterName: exporter.name,
  manufacturerName: manufacturer.name,
  customerRef: processes.customerRef,
  anotherRef: processes.anotherRef,
  invoice: processes.invoice,
  invoiceDate: processes.invoiceDate,
  cifValue: processes.cifValue,
  cifValueCurrency: processes.cifValueCurrency,
  importLicense: processes.importLicense,
  urgent: processes.urgent,
  imo: processes.imo,
  reminder: processes.reminder,
  incoterm: processes.incoterm,
  wayOfTransport: processes.wayOfTransport,
  typeOfBoarding: processes.typeOfBoarding,
  shipownerName: shipowner.name,
  billOfLading: processes.billOfLading,
  vehicle: processes.vehicle,
  vehicleTranshipment: processes.vehicleTranshipment,
  ceMercante: processes.ceMercante,
  freightForwarderName: freightForwarder.name,
  destinationPortAlias: destinationPort.alias,
  customsEnclosureAlias: customsEnclosure.alias,
  conveyorName: conveyor.name,
  generalWarehouseName: generalWarehouse.name,
  customBrokerName: customBroker.name,
  placeOfLoading: processes.placeOfLoading,
  created: processes.created,
  storagePeriod: processes.storagePeriod,
  billingNfsEmissionDate: processes.billingNfsEmissionDate,
  billingBillCustomerDate: processes.billingBillCustomerDate,
  billingEmailDate: processes.billingEmailDate,
  billingSendDate: processes.billingSendDate,
  billingCustomBrokerFinishDate: processes.billingCustomBrokerFinishDate,
  billingSendCompanyDescription: processes.billingSendCompanyDescription,
  billingSendTrackingDescription: processes.billingSendTrackingDescription,
  duimp: processes.duimp,
  diNumber: processes.diNumber,
  diProtocol: processes.diProtocol,
  diRegistryDate: processes.diRegistryDate,
  diResourcefulnessDate: processes.diResourcefulnessDate,
  diChannel: processes.diChannel,
  duimpIdentification: processes.duimpIdentification,
  duimpRegistryDate: processes.duimpRegistryDate,
  duimpResourcefulnessDate: processes.duimpResourcefulnessDate,
  duimpChannel: processes.duimpChannel,
  duimpSituation: processes.duimpSituation,
  duimpLicensingSituation: processes.duimpLicensingSituation,
  datesInspectionMapaDate: processes.datesInspectionMapaDate,
  datesReleaseMapaDate: processes.datesReleaseMapaDate,
  datesBillOfLadingReleaseDate: processes.datesBillOfLadingReleaseDate,
  datesEnclosureBillingDate: processes.datesEnclosureBillingDate,
  datesComexDate: processes.datesComexDate,
  datesLinkInTheEnclosureDate: processes.datesLinkInTheEnclosureDate,
  datesEstimatedGoodsReadinesDate: processes.datesEstimatedGoodsReadinesDate,
  datesGoodsReadinesDate: processes.datesGoodsReadinesDate,
  datesEtd: processes.datesEtd,
  initialDatesEtd: processes.initialDatesEtd,
  datesDepartureDate: processes.datesDepartureDate,
  datesEta: processes.datesEta,
  datesArrivalDate: processes.datesArrivalDate,
  mooringDate: processes.mooringDate,
  datesGoodsPresenceDate: processes.datesGoodsPresenceDate,
  datesGoodsLoadingDate: processes.datesGoodsLoadingDate,
  datesCargoCollectDate: processes.datesCargoCollectDate,
  datesEstimatedCustomerDeliverDate: processes.datesEstimatedCustomerDeliverDate,
  datesCustomerDeliverDate: processes.datesCustomerDeliverDate,
  originalsDocumentsDate: processes.originalsDocumentsDate,
  estimatedStepCashRequest: processes.estimatedStepCashRequest,
  estimatedStepCashRequestEstimatedValue: processes.estimatedStepCashRequestEstimatedValue,
  stepCashRequest: processes.stepCashRequest,
  stepCashRequestEstimatedValue: processes.stepCashRequestEstimatedValue,
};

/** `select <process columns> from processes join …`: one query, every linked name joined (no N+1). */
export const selectProcessRows = (db: TDbExecutor) =>
  db
    .select(processColumns)
    .from(processes)
    .innerJoin(processSteps, eq(processSteps.id, processes.stepId))
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .leftJoin(exporter, eq(exporter.id, processes.exporterId))
    .leftJoin(manufacturer, eq(manufacturer.id, processes.manufacturerId))
    .leftJoin(shipowner, eq(shipowner.id, processes.shipownerId))
    .leftJoin(freightForwarder, eq(freightForwarder.id, processes.freightForwarderId))
    .leftJoin(conveyor, eq(conveyor.id, processes.conveyorId))
    .leftJoin(generalWarehouse, eq(generalWarehouse.id, processes.generalWarehouseId))
    .leftJoin(customBroker, eq(customBroker.id, processes.customBrokerId))
    .leftJoin(destinationPort, eq(destinationPort.id, processes.destinationPortId))
    .leftJoin(customsEnclosure, eq(customsEnclosure.id, processes.customsEnclosureId))
    .$dynamic();

export type TProcessRow = Awaited<ReturnType<ReturnType<typeof selectProcessRows>['execute']>>[number];

const named = (name: string | null) => (name === null ? null : { name });
const aliased = (value: string | null) => (value === null ? null : { alias: value });

/** A row as the contract's process: dates stay 'yyyy-MM-dd' (calendar days), `created` is an ISO instant. */
export const toProcessResponse = (row: TProcessRow): TProcessResponse => ({
  id: row.id,
  identification: row.identification,
  typeOfProcess: row.typeOfProcess,
  status: row.status,
  step: {
    id: row.stepId,
    alias: row.stepAlias,
    description: row.stepDescription,
    color: row.stepColor,
    textColor: row.stepTextColor,
    position: row.stepPosition,
  },
  customer: named(row.customerName),
  exporter: named(row.exporterName),
  manufacturer: named(row.manufacturerName),
  customerRef: row.customerRef,
  anotherRef: row.anotherRef,
  invoice: row.invoice,
  invoiceDate: row.invoiceDate,
  cifValue: toNullableNumber(row.cifValue),
  cifValueCurrency: row.cifValueCurrency,
  importLicense: row.importLicense,
  urgent: row.urgent,
  imo: row.imo,
  reminder: row.reminder,
  incoterm: row.incoterm,
  wayOfTransport: row.wayOfTransport,
  typeOfBoarding: row.typeOfBoarding,
  shipowner: named(row.shipownerName),
  billOfLading: row.billOfLading,
  vehicle: row.vehicle,
  vehicleTranshipment: row.vehicleTranshipment,
  ceMercante: row.ceMercante,
  freightForwarder: named(row.freightForwarderName),
  destinationPort: aliased(row.destinationPortAlias),
  customsEnclosure: aliased(row.customsEnclosureAlias),
  conveyor: named(row.conveyorName),
  generalWarehouse: named(row.generalWarehouseName),
  customBroker: named(row.customBrokerName),
  placeOfLoading: row.placeOfLoading,
  created: row.created.toISOString(),
  storagePeriod: row.storagePeriod,
  billingNFsEmissionDate: row.billingNfsEmissionDate,
  billingBillCustomerDate: row.billingBillCustomerDate,
  billingEmailDate: row.billingEmailDate,
  billingSendDate: row.billingSendDate,
  billingCustomBrokerFinishDate: row.billingCustomBrokerFinishDate,
  billingSendCompanyDescription: row.billingSendCompanyDescription,
  billingSendTrackingDescription: row.billingSendTrackingDescription,
  duimp: row.duimp,
  diNumber: row.diNumber,
  diProtocol: row.diProtocol,
  diRegistryDate: row.diRegistryDate,
  diResourcefulnessDate: row.diResourcefulnessDate,
  diChannel: row.diChannel,
  duimpIdentification: row.duimpIdentification,
  duimpRegistryDate: row.duimpRegistryDate,
  duimpResourcefulnessDate: row.duimpResourcefulnessDate,
  duimpChannel: row.duimpChannel,
  duimpSituation: row.duimpSituation,
  duimpLicensingSituation: row.duimpLicensingSituation,
  datesInspectionMAPADate: row.datesInspectionMapaDate,
  datesReleaseMAPADate: row.datesReleaseMapaDate,
  datesBillOfLadingReleaseDate: row.datesBillOfLadingReleaseDate,
  datesEnclosureBillingDate: row.datesEnclosureBillingDate,
  datesComexDate: row.datesComexDate,
  datesLinkInTheEnclosureDate: row.datesLinkInTheEnclosureDate,
  datesEstimatedGoodsReadinesDate: row.datesEstimatedGoodsReadinesDate,
  datesGoodsReadinesDate: row.datesGoodsReadinesDate,
  datesETD: row.datesEtd,
  initialDatesETD: row.initialDatesEtd,
  datesDepartureDate: row.datesDepartureDate,
  datesETA: row.datesEta,
  datesArrivalDate: row.datesArrivalDate,
  mooringDate: row.mooringDate,
  datesGoodsPresenceDate: row.datesGoodsPresenceDate,
  datesGoodsLoadingDate: row.datesGoodsLoadingDate,
  datesCargoCollectDate: row.datesCargoCollectDate,
  datesEstimatedCustomerDeliverDate: row.datesEstimatedCustomerDeliverDate,
  datesCustomerDeliverDate: row.datesCustomerDeliverDate,
  originalsDocumentsDate: row.originalsDocumentsDate,
  estimatedStepCashRequest: row.estimatedStepCashRequest,
  estimatedStepCashRequestEstimatedValue: toNullableNumber(row.estimatedStepCashRequestEstimatedValue),
  stepCashRequest: row.stepCashRequest,
  stepCashRequestEstimatedValue: toNullableNumber(row.stepCashRequestEstimatedValue),
});
