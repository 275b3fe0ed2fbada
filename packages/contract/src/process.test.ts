import { describe, expect, it } from 'vitest';
import type { TCallResponse } from './call.ts';
import {
  ZChangeUrgencyRequest,
  ZProcessDetailResponse,
  ZProcessListResponse,
  ZProcessSearchQuery,
  ZProcessStepsResponse,
  ZReportGeneralQuery,
  type getProcessCall,
} from './process-calls.ts';
import {
  ZHistoryItem,
  ZProcessResponse,
  deriveIsConcluded,
  processReference,
  type THistoryItem,
  type TProcessResponse,
} from './process.ts';
import { ZInvoice } from './invoice.ts';
import { ZFreightQuotationsResponse } from './quotation.ts';

const sampleProcess: TProcessResponse = {
  id: 1234,
  identification: 123,
  typeOfProcess: 'CONTA_E_ORDEM',
  status: 'Aguardando embarque',
  step: {
    id: 2,
    alias: 'Trânsito',
    description: 'Em trânsito',
    color: '#104375',
    textColor: '#FFFFFF',
    position: 2,
  },
  customer: { name: 'Acme Importadora Ltda' },
  exporter: { name: 'Shenzhen Export Co.' },
  manufacturer: { name: 'Shenzhen Factory' },
  customerRef: 'PO-778',
  anotherRef: null,
  invoice: 'INV-2024-01',
  invoiceDate: '2024-04-10T00:00:00.000Z',
  cifValue: 125000.5,
  cifValueCurrency: 'USD',
  importLicense: false,
  urgent: true,
  imo: false,
  reminder: 'Conferir o certificado de origem.',
  incoterm: 'FOB',
  wayOfTransport: 'MARITIMA',
  typeOfBoarding: 'CNTR',
  shipowner: { name: 'MSC' },
  billOfLading: 'MEDU1234567',
  vehicle: 'MSC AURORA',
  vehicleTranshipment: null,
  ceMercante: '152405000123456',
  freightForwarder: { name: 'Fwd Logistics' },
  destinationPort: { alias: 'Itajaí' },
  customsEnclosure: { alias: 'Portonave' },
  conveyor: null,
  generalWarehouse: null,
  customBroker: { name: 'Despachante X' },
  placeOfLoading: 'Shanghai',
  created: '2024-04-01T12:00:00.000Z',
  storagePeriod: 'PRIMEIRO_PERIODO',
  billingNFsEmissionDate: null,
  billingBillCustomerDate: null,
  billingEmailDate: null,
  billingSendDate: null,
  billingCustomBrokerFinishDate: null,
  billingSendCompanyDescription: null,
  billingSendTrackingDescription: null,
  duimp: false,
  diNumber: '24/1234567-8',
  diProtocol: null,
  diRegistryDate: null,
  diResourcefulnessDate: null,
  diChannel: null,
  duimpIdentification: null,
  duimpRegistryDate: null,
  duimpResourcefulnessDate: null,
  duimpChannel: null,
  duimpSituation: null,
  duimpLicensingSituation: null,
  datesInspectionMAPADate: null,
  datesReleaseMAPADate: null,
  datesBillOfLadingReleaseDate: null,
  datesEnclosureBillingDate: null,
  datesComexDate: null,
  datesLinkInTheEnclosureDate: null,
  datesEstimatedGoodsReadinesDate: '2024-04-05T00:00:00.000Z',
  datesGoodsReadinesDate: '2024-04-06T00:00:00.000Z',
  datesETD: '2024-04-20T00:00:00.000Z',
  initialDatesETD: '2024-04-12T00:00:00.000Z',
  datesDepartureDate: null,
  datesETA: '2024-05-25T00:00:00.000Z',
  datesArrivalDate: null,
  mooringDate: null,
  datesGoodsPresenceDate: null,
  datesGoodsLoadingDate: null,
  datesCargoCollectDate: '2024-04-08T00:00:00.000Z',
  datesEstimatedCustomerDeliverDate: null,
  datesCustomerDeliverDate: null,
  originalsDocumentsDate: null,
  estimatedStepCashRequest: '2024-05-20T00:00:00.000Z',
  estimatedStepCashRequestEstimatedValue: 43000,
  stepCashRequest: null,
  stepCashRequestEstimatedValue: null,
};

describe('process entity', () => {
  it('round-trips a full process unchanged', () => {
    const wire = JSON.parse(JSON.stringify(sampleProcess)) as unknown;
    expect(ZProcessResponse.parse(wire)).toEqual(sampleProcess);
  });

  it('keeps every field in the answer (no optional fields)', () => {
    const { datesETA: _dropped, ...missing } = sampleProcess;
    expect(ZProcessResponse.safeParse(missing).success).toBe(false);
  });

  it('uses nested names exactly as the spec dotted names', () => {
    expect(ZProcessResponse.safeParse({ ...sampleProcess, customer: 'Acme' }).success).toBe(false);
    expect(
      ZProcessResponse.safeParse({ ...sampleProcess, destinationPort: { name: 'Itajaí' } }).success,
    ).toBe(false);
  });

  it('rejects money sent as text and unknown enums', () => {
    expect(ZProcessResponse.safeParse({ ...sampleProcess, cifValue: '125000,50' }).success).toBe(false);
    expect(ZProcessResponse.safeParse({ ...sampleProcess, wayOfTransport: 'AEREO' }).success).toBe(false);
    expect(ZProcessResponse.safeParse({ ...sampleProcess, diChannel: 'AZUL' }).success).toBe(false);
  });

  it('builds the provider reference', () => {
    expect(processReference('CONTA_E_ORDEM', 123)).toBe('PRI00123');
    expect(processReference('ENCOMENDA', 7)).toBe('E00007');
    expect(processReference('ASSESSORIA', 123456)).toBe('A123456');
    expect(processReference(null, 1)).toBe('PRI00001');
  });
});

describe('deriveIsConcluded', () => {
  it('concludes a cancelled process, and Encerramento once the broker’s closing date is informed', () => {
    const closed = '2026-11-20';
    expect(deriveIsConcluded({ stepId: 6, billingCustomBrokerFinishDate: null })).toBe(true);
    expect(deriveIsConcluded({ stepId: 5, billingCustomBrokerFinishDate: closed })).toBe(true);
    // Still being closed: open, so the Encerramento card and /processos list it.
    expect(deriveIsConcluded({ stepId: 5, billingCustomBrokerFinishDate: null })).toBe(false);
    expect(deriveIsConcluded({ stepId: 5, billingCustomBrokerFinishDate: undefined })).toBe(false);
    for (const stepId of [7, 1, 2, 3, 4, 9, 10, 11])
      expect(deriveIsConcluded({ stepId, billingCustomBrokerFinishDate: closed }), `step ${stepId}`).toBe(
        false,
      );
  });
});

describe('process detail', () => {
  const history: THistoryItem = {
    createdBy: 'Maria',
    created: '2024-04-02T10:00:00Z',
    description: 'Urgente',
    isVisibleToClient: true,
  };

  it('answers data.data with the process and its history', () => {
    const answer: TCallResponse<typeof getProcessCall> = { data: { ...sampleProcess, history: [history] } };
    expect(ZProcessDetailResponse.parse(answer).data.history).toHaveLength(1);
  });

  it('never serialises a history item hidden from the client', () => {
    expect(ZHistoryItem.safeParse({ ...history, isVisibleToClient: false }).success).toBe(false);
  });

  it('lists are data.data arrays', () => {
    expect(ZProcessListResponse.parse({ data: [sampleProcess] }).data).toHaveLength(1);
  });

  it('process steps come in _embedded.processSteps', () => {
    const step = sampleProcess.step;
    expect(
      ZProcessStepsResponse.parse({ _embedded: { processSteps: [step] } })._embedded.processSteps,
    ).toEqual([step]);
  });
});

describe('queries and bodies', () => {
  it('search needs a keyword', () => {
    expect(ZProcessSearchQuery.parse({ q: ' INV-1 ' })).toEqual({ concluidos: true, q: 'INV-1' });
    const result = ZProcessSearchQuery.safeParse({ concluidos: 'true', q: '  ' });
    expect(result.error?.issues[0]?.message).toBe('Por favor, insira uma palavra-chave para pesquisa.');
  });

  it('report by steps', () => {
    expect(ZReportGeneralQuery.parse({ concluido: 'false', stepsIds: '7,2,1,3,4,5,11' })).toEqual({
      concluido: false,
      stepsIds: [7, 2, 1, 3, 4, 5, 11],
      // One page of the spec's size, newest first, unless asked otherwise.
      page: 1,
      size: 15,
      desc: false,
    });
  });

  it('report page, sort and search box', () => {
    expect(
      ZReportGeneralQuery.parse({
        stepsIds: '8',
        page: '3',
        size: '100',
        sort: 'datesETA',
        desc: 'true',
        text: '  Ltd ',
        textColumns: 'reference,exporter',
      }),
    ).toMatchObject({
      page: 3,
      size: 100,
      sort: 'datesETA',
      desc: true,
      text: 'Ltd',
      textColumns: ['reference', 'exporter'],
    });
    expect(ZReportGeneralQuery.safeParse({ stepsIds: '8', size: '0' }).success).toBe(false);
    expect(ZReportGeneralQuery.safeParse({ stepsIds: '8', textColumns: 'nope' }).success).toBe(false);
  });

  it('report by period', () => {
    const query = {
      concluido: 'true',
      field: 'datesETA',
      from: '2024-05-01T00:00:00',
      to: '2024-05-31T23:59:00',
    };
    expect(ZReportGeneralQuery.parse(query).field).toBe('datesETA');
  });

  it('report needs steps or a complete period', () => {
    expect(ZReportGeneralQuery.safeParse({ concluido: 'false' }).success).toBe(false);
    const partial = ZReportGeneralQuery.safeParse({ from: '2024-05-01T00:00:00' });
    expect(partial.error?.issues.map((issue) => issue.message)).toEqual([
      'Tipo de data é obrigatório.',
      'Data final é obrigatória.',
    ]);
    expect(ZReportGeneralQuery.safeParse({ field: 'notADate', from: 'x', to: 'y' }).success).toBe(false);
    expect(
      ZReportGeneralQuery.safeParse({
        field: 'created',
        from: '2024-05-02T00:00:00',
        to: '2024-05-01T00:00:00',
      }).success,
    ).toBe(false);
  });

  it('urgency justification defaults to Não informado', () => {
    expect(ZChangeUrgencyRequest.parse({ processId: 1, hasUrgency: true }).justification).toBe(
      'Não informado',
    );
    expect(
      ZChangeUrgencyRequest.parse({ processId: 1, hasUrgency: false, justification: ' ' }).justification,
    ).toBe('Não informado');
    expect(ZChangeUrgencyRequest.safeParse({ processId: 1, hasUrgency: 'true' }).success).toBe(false);
  });
});

describe('invoices and quotations', () => {
  it('parses an invoice with instalments', () => {
    const invoice = {
      id: 1,
      invoiceNumber: 'INV-1',
      invoiceDate: null,
      estimatedInvoiceDate: '2024-04-10T00:00:00Z',
      invoiceDue: null,
      paymentTerms: '30/60',
      currency: 'USD',
      exchangeRate: 5.1234,
      invoiceAmount: 1000,
      vendor: { name: 'Shenzhen Export Co.' },
      installments: [
        {
          parcel: 1,
          condition: 'Pagamento à Prazo',
          term: 30,
          dueDate: '2024-05-10',
          value: 500,
          valueInBrl: 2561.7,
          lastExchangeRate: 5.1234,
          lastExchangeUpdate: '2024-05-01T10:00:00Z',
        },
      ],
    };
    expect(ZInvoice.parse(invoice)).toEqual(invoice);
  });

  it('parses quotations with best-of figures', () => {
    const answer = {
      total: { id: 9, company: 'Fwd', value: 3200 },
      transitTime: null,
      freetime: null,
      totalUSD: null,
      totalEUR: null,
      totalReais: null,
      totalOthers: null,
      usdRate: { sell: 5.01, modified: '2024-05-01T10:00:00Z' },
      euroRate: null,
      freightQuotations: [],
    };
    expect(ZFreightQuotationsResponse.parse(answer)).toEqual(answer);
    expect(ZFreightQuotationsResponse.safeParse({ ...answer, freightQuotations: undefined }).success).toBe(
      false,
    );
  });
});
