import type { TChannel } from '../db/schema/processes.ts';
import { brtInstant, formatBr } from './dates.ts';
import type { TProcessDraft, TStageOptions } from './process-draft.ts';
import { ANALYSTS } from './reference-data.ts';

type THistoryEvent = { day: number; text: string; visible: boolean };

const CHANNEL_LABEL: Record<TChannel, string> = {
  CINZA: 'cinza',
  VERDE: 'verde',
  AMARELO: 'amarelo',
  VERMELHO: 'vermelho',
};

/** Every event the broker could have noted so far, in story order; only those by the horizon. */
const listHistoryEvents = ({
  today,
  process,
}: {
  today: number;
  process: TProcessDraft;
}): THistoryEvent[] => {
  const { open, estReady, ready, initialEtd, etd, departure, eta, mode, channel, registry } = process;
  const { exporter, forwarder, port, enclosure, horizon, confirmedValue, isDuimp, stepId } = process;
  const events: THistoryEvent[] = [
    { day: open, text: `Processo ${process.reference} aberto para ${exporter.name}.`, visible: true },
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
  note(departure, `Carga embarcada em ${exporter.placeOfLoading} (${process.vehicle}).`);
  note(departure + 2, `Previsão de chegada (ETA) em ${formatBr(eta)} no ${port.name}.`);
  note(process.arrival, `Chegada da carga em ${port.name}.`);
  note(process.presence, `Presença de carga registrada no recinto ${enclosure.name}.`);
  if (process.hasConfirmedCash && confirmedValue !== null && confirmedValue > 0)
    note(
      process.confirmedCashDay,
      `Numerário solicitado no valor de R$ ${confirmedValue.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}.`,
    );
  note(
    registry,
    `${isDuimp ? 'DUIMP' : 'DI'} ${process.diNumber ?? process.duimpIdentification ?? ''} registrada, canal ${CHANNEL_LABEL[channel]}.`.replace(
      '  ',
      ' ',
    ),
  );
  note(registry, 'Cálculo de impostos conferido com a planilha do cliente.', false);
  if (channel !== 'VERDE')
    note(registry + 1, `Documentos entregues à fiscalização (canal ${CHANNEL_LABEL[channel]}).`);
  note(process.clearance, 'Carga desembaraçada.');
  note(process.loading, `Carregamento realizado com a transportadora ${process.conveyor.name}.`);
  note(process.deliver, 'Entrega realizada ao cliente.');
  note(process.billingSend, 'Faturamento enviado ao cliente.');
  note(process.finish, 'Processo encerrado.', false);
  if (stepId === 6) note(horizon, 'Processo cancelado a pedido do cliente.');
  if (stepId === 10)
    note(Math.min(today, horizon), 'Processo suspenso aguardando instruções do cliente.', false);
  return events;
};

/** 3 to 10 history items: the opening, a sample of the other events, padding when too few happened. */
export const generateProcessHistory = ({ ctx, rng, chunk, process }: TStageOptions<TProcessDraft>) => {
  const { today } = ctx;
  const { open, companyId, processId } = process;
  const events = listHistoryEvents({ today, process });
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
};

/** An urgent process records who flagged it and why. */
export const generateUrgencyChange = ({ ctx, rng, chunk, process }: TStageOptions<TProcessDraft>) => {
  if (!process.urgent) return;
  const { users } = process;
  const author = users.length > 0 ? rng.pick(users) : null;
  chunk.urgencyChanges.push({
    id: ++ctx.ids.urgencyChange,
    companyId: process.companyId,
    processId: process.processId,
    userId: author?.id ?? null,
    hasUrgency: true,
    justification: rng.pick([
      'Carga necessária para a linha de produção.',
      'Não informado',
      'Cliente com estoque crítico.',
    ]),
    created: brtInstant(Math.min(ctx.today, process.open + rng.int(1, 20)), 10, 15),
  });
};
