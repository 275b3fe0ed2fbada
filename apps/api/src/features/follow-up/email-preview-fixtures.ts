import type { TDigestEmailData, TEmailProcess, TNewsEmailData } from './follow-up-email-data.ts';

/** Sample e-mails with every section filled: the renderer's tests and the screenshots use them. */
const BASE = 'https://portal.example';
const FOOTER = {
  unsubscribeUrl: `${BASE}/cancelar-follow-up?token=12.${'x'.repeat(43)}`,
  preferencesUrl: `${BASE}/meus-dados`,
};

const processOf = (id: number, reference: string, customerRef: string | null): TEmailProcess => ({
  reference,
  customerName: 'Aurora Têxtil Ltda',
  customerRef,
  invoice: `INV-${id}`,
  exporterName: 'Ningbo Textile Imp. & Exp. Co.',
  url: `${BASE}/processos/${id}`,
});

export const NEWS_PREVIEW: TNewsEmailData = {
  ...FOOTER,
  preferencesUrl: `${BASE}/meus-dados/notificacoes`,
  recipientName: 'Ana Souza',
  isDaily: false,
  items: [
    {
      text: 'PRI00812: ETA alterado de 10/12/2026 para 14/12/2026 (4 dias depois)',
      companyName: 'Aurora Têxtil Ltda',
      occurredAt: '23/11/2026 09:12',
      url: `${BASE}/processos/812?aba=geral`,
    },
    {
      text: 'PRI00812: etapa alterada de Booking para Trânsito',
      companyName: 'Aurora Têxtil Ltda',
      occurredAt: '23/11/2026 09:14',
      url: `${BASE}/processos/812?aba=historico`,
    },
    {
      // A long company name: it must wrap on a phone.
      text: 'E00398: novo documento, Conhecimento de embarque',
      companyName: 'Zhejiang Haining Warp Knitting Importadora e Exportadora do Brasil Ltda',
      occurredAt: '23/11/2026 09:20',
      url: `${BASE}/processos/398?aba=documentos`,
    },
  ],
  omitted: 0,
  centreUrl: `${BASE}/notificacoes`,
};

const REFS = ['PO-2026-0412', 'PO-2026-0398', null, 'Pedido 77/26', 'PO-2026-0420'];

export const DIGEST_PREVIEW: TDigestEmailData = {
  ...FOOTER,
  recipientName: 'Ana Souza',
  weekLabel: 'de 17/11/2026 a 23/11/2026',
  nextDaysLabel: 'de 23/11/2026 a 06/12/2026',
  companyNames: ['Aurora Têxtil Ltda', 'Aurora Comércio Exterior S.A.'],
  portalUrl: BASE,
  steps: [
    { stepName: 'Produção', count: 14 },
    { stepName: 'Trânsito', count: 31 },
    { stepName: 'Booking', count: 9 },
    { stepName: 'Desembaraço', count: 6 },
    { stepName: 'Carregamento', count: 3 },
  ],
  changes: Array.from({ length: 10 }, (_, index) => ({
    process: processOf(800 + index, `PRI00${800 + index}`, REFS[index % REFS.length] ?? null),
    description:
      index % 3 === 0
        ? `ETA alterado de ${10 + index}/12/2026 para ${12 + index}/12/2026`
        : index % 3 === 1
          ? `ETD alterado de 0${(index % 9) + 1}/12/2026 para 1${index % 9}/12/2026`
          : 'Canal da DI informado: VERDE',
    changedAt: `${23 - Math.floor(index / 2)}/11/2026 1${index % 8}:0${index % 6}`,
  })),
  changesOmitted: 12,
  isChangesMailed: false,
  milestones: [
    { kind: 'ETD', day: '24/11/2026', process: processOf(815, 'PRI00815', 'PO-2026-0415') },
    { kind: 'ETA', day: '24/11/2026', process: processOf(790, 'PRI00790', null) },
    { kind: 'ETA', day: '27/11/2026', process: processOf(812, 'PRI00812', 'PO-2026-0412') },
    { kind: 'ETD', day: '02/12/2026', process: processOf(821, 'E00821', 'Pedido 81/26') },
  ],
  milestonesOmitted: 0,
  payments: [
    {
      kind: 'Numerário',
      day: '24/11/2026',
      process: processOf(790, 'PRI00790', null),
      description: 'Numerário',
      value: 'R$ 48.312,90',
    },
    {
      kind: 'Parcela',
      day: '28/11/2026',
      process: processOf(812, 'PRI00812', 'PO-2026-0412'),
      description: 'Invoice INV-812 · parcela 2 · USD 12.000,00',
      value: 'R$ 64.380,00',
    },
    {
      kind: 'Numerário',
      day: '03/12/2026',
      process: processOf(815, 'PRI00815', 'PO-2026-0415'),
      description: 'Numerário previsto',
      value: 'R$ 1.250.000,00',
    },
  ],
  paymentsOmitted: 0,
  paymentsTotal: 'R$ 1.362.692,90',
  delayedEtds: [
    {
      process: processOf(777, 'PRI00777', 'PO-2026-0377'),
      initialEtd: '01/11/2026',
      etd: '25/11/2026',
      delayDays: 24,
    },
    { process: processOf(781, 'A00781', null), initialEtd: '10/11/2026', etd: '19/11/2026', delayDays: 9 },
  ],
  delayedEtdsOmitted: 0,
};
