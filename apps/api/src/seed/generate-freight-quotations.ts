import type { TContainerType } from '../db/schema/quotations.ts';
import { brtInstant, formatBr } from './dates.ts';
import { TEMPLATE_VARIANTS, type TPartnerRef } from './process-context.ts';
import type { TProcessDraft, TStageOptions } from './process-draft.ts';
import { ASIA, EUROPE, money } from './process-values.ts';

type TQuotationOptions = TStageOptions<TProcessDraft> & {
  quotation: { quotationId: number; quotedForwarder: TPartnerRef; createdDay: number };
};

/** 'Eduardo Ramos' → 'eduardo.ramos': a demo mailbox name. */
const toMailbox = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** Containers for FCL (reefers for food and pharma, sometimes a special one) and flat racks for break bulk. */
const drawContainers = ({ rng, process }: TQuotationOptions) => {
  const { typeOfBoarding, exporter } = process;
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
  return containerRows;
};

/** The quotation's amounts per currency and in BRL at the day's selling rates. */
const drawQuotationTotals = (
  { ctx: { exchange }, rng, process, quotation }: TQuotationOptions,
  units: number,
) => {
  const { country } = process;
  const { createdDay } = quotation;
  const usdRate = exchange.sellAt('USD', createdDay);
  const eurRate = exchange.sellAt('EUR', createdDay);
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
  return {
    currency: otherCurrency,
    totalUsd: money(totalUsd),
    totalUsdReais: money(totalUsdReais),
    totalEur: money(totalEur),
    totalEurReais: money(totalEurReais),
    totalReais: money(totalReais),
    totalOthers: money(totalOthers),
    totalOthersReais: money(totalOthersReais),
    total: money(totalUsdReais + totalEurReais + totalReais + totalOthersReais),
  };
};

/**
 * Once the booking is made the customer has chosen: the booked forwarder's quotation is approved,
 * the others mostly rejected (some with a reason) or left open.
 */
const drawDecision = ({ rng, process, quotation }: TQuotationOptions) => {
  const { forwarder, actual, ready } = process;
  const decided = actual(ready + 1) !== null;
  const isChosen = forwarder !== null && quotation.quotedForwarder.id === forwarder.id;
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
  return { approved, rejectReason };
};

/** One forwarder's quotation with its containers and, half the time, its PDF. */
const generateQuotation = (options: TQuotationOptions) => {
  const { ctx, rng, chunk, process, quotation } = options;
  const { companyId, processId } = process;
  const { quotationId, quotedForwarder, createdDay } = quotation;
  const containerRows = drawContainers(options);
  const units = containerRows.reduce((sum, row) => sum + row.quantity, 0) || 1;
  const totals = drawQuotationTotals(options, units);
  const decision = drawDecision(options);
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
    // The forwarder hears of the customer's decision (e-mailed); .example never delivers.
    contactEmail: `${toMailbox(person)}@${toMailbox(quotedForwarder.name)}.example`,
    status: rng.weighted([
      ['COTADO', 30],
      ['ENVIADO', 30],
      ['VISUALIZADO', 40],
    ] as const),
    created: brtInstant(createdDay, rng.int(8, 18), rng.int(0, 59)),
    ...decision,
    transitTime: process.transit + rng.int(-3, 6),
    freetime: rng.pick([7, 10, 14, 21]),
    transhipment: rng.chance(0.6)
      ? 'Direto'
      : rng.pick(['Via Cartagena', 'Via Singapura', 'Via Algeciras', 'Via Busan']),
    destinationPort: process.port.name,
    customsEnclosure: process.enclosure.name,
    shipowner: rng.pick(ctx.shipowners).name,
    ...totals,
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
      originalFilename: `cotacao-${quotedForwarder.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${process.reference.toLowerCase()}.pdf`,
      created: brtInstant(createdDay, 19, 0),
    });
  }
};

/** A third of the sea processes past pre-registration asked 2 to 5 forwarders, the booked one among them. */
export const generateFreightQuotations = (options: TStageOptions<TProcessDraft>) => {
  const { ctx, rng, process } = options;
  const { mode, stepId, forwarder } = process;
  if (!(mode === 'MARITIMA' && stepId !== 9 && rng.chance(0.3))) return;
  const count = rng.int(2, Math.min(5, ctx.forwarders.length));
  const pool = [...ctx.forwarders].sort(() => rng.next() - 0.5);
  if (forwarder && !pool.slice(0, count).some((candidate) => candidate.id === forwarder.id))
    pool.unshift(forwarder);
  for (const quotedForwarder of pool.slice(0, count)) {
    const quotationId = ++ctx.ids.quotation;
    const createdDay = Math.min(ctx.today, process.open + rng.int(1, 10));
    generateQuotation({ ...options, quotation: { quotationId, quotedForwarder, createdDay } });
  }
};
