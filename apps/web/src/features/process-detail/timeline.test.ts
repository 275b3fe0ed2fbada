import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline.ts';

const empty = {
  created: '2026-01-02T12:00:00.000Z',
  datesEstimatedGoodsReadinesDate: null,
  datesGoodsReadinesDate: null,
  datesETD: null,
  datesDepartureDate: null,
  datesETA: null,
  datesArrivalDate: null,
  mooringDate: null,
  datesGoodsPresenceDate: null,
  duimp: false,
  diRegistryDate: null,
  diResourcefulnessDate: null,
  duimpRegistryDate: null,
  duimpResourcefulnessDate: null,
  datesGoodsLoadingDate: null,
  datesEstimatedCustomerDeliverDate: null,
  datesCustomerDeliverDate: null,
  billingSendDate: null,
};

// Every date below is before this day unless a test says otherwise.
const TODAY = '2026-11-23';

const byLabel = (items: ReturnType<typeof buildTimeline>, label: string) => {
  const item = items.find((entry) => entry.label === label);
  if (!item) throw new Error(`no ${label}`);
  return item;
};

describe('buildTimeline', () => {
  it('lists the 15 steps in the spec order without a departure date', () => {
    expect(buildTimeline(empty, TODAY).map((item) => item.label)).toEqual([
      'Abertura',
      'Prontidão Prevista',
      'Prontidão Confirmada',
      'ETD',
      'Embarque',
      'ETA',
      'Chegada',
      'Atracação',
      'Presença',
      'Registro da DI',
      'Desembaraço',
      'Carregamento',
      'Entrega Prevista',
      'Entrega Realizada',
      'Envio do Faturamento',
    ]);
  });

  it('keeps the order things happen with a departure date: ETD, Embarque, ETA, Chegada', () => {
    const labels = buildTimeline({ ...empty, datesDepartureDate: '2026-02-01' }, TODAY).map(
      (item) => item.label,
    );
    expect(labels.slice(3, 7)).toEqual(['ETD', 'Embarque', 'ETA', 'Chegada']);
    expect(labels).toHaveLength(15);
  });

  it('a forecast still ahead is planned, not done; it is done once its actual date exists or it passed', () => {
    const ahead = buildTimeline({ ...empty, datesETD: '2026-11-20', datesETA: '2026-12-13' }, TODAY);
    expect(byLabel(ahead, 'ETA')).toMatchObject({ isDone: false, isPlanned: true, isDimmed: false });
    expect(byLabel(ahead, 'ETD')).toMatchObject({ isDone: true, isPlanned: false });
    // Today's forecast is not ahead any more.
    expect(byLabel(buildTimeline({ ...empty, datesETA: TODAY }, TODAY), 'ETA').isPlanned).toBe(false);
    const arrived = buildTimeline(
      { ...empty, datesETA: '2026-12-13', datesArrivalDate: '2026-11-22T10:00:00' },
      TODAY,
    );
    expect(byLabel(arrived, 'ETA')).toMatchObject({ isDone: true, isPlanned: false, isDimmed: true });
    const deliveryAhead = buildTimeline({ ...empty, datesEstimatedCustomerDeliverDate: '2027-01-05' }, TODAY);
    expect(byLabel(deliveryAhead, 'Entrega Prevista').isPlanned).toBe(true);
    // Actual dates are never 'planned', whatever they say.
    expect(
      byLabel(buildTimeline({ ...empty, billingSendDate: '2027-01-01' }, TODAY), 'Envio do Faturamento'),
    ).toMatchObject({ isDone: true, isPlanned: false });
  });

  it('marks an item done exactly when its date exists', () => {
    const items = buildTimeline({ ...empty, datesETA: '2026-03-01', billingSendDate: '2026-04-01' }, TODAY);
    expect(byLabel(items, 'Abertura').isDone).toBe(true);
    expect(byLabel(items, 'ETA').isDone).toBe(true);
    expect(byLabel(items, 'Envio do Faturamento').isDone).toBe(true);
    expect(byLabel(items, 'Chegada').isDone).toBe(false);
    expect(items.filter((item) => item.isDone)).toHaveLength(3);
  });

  it('dims each estimate once its actual date exists, and nothing else', () => {
    const estimatesOnly = buildTimeline(
      {
        ...empty,
        datesEstimatedGoodsReadinesDate: '2026-01-10',
        datesETD: '2026-01-20',
        datesETA: '2026-02-20',
        datesEstimatedCustomerDeliverDate: '2026-03-01',
      },
      TODAY,
    );
    expect(estimatesOnly.some((item) => item.isDimmed)).toBe(false);

    const actuals = buildTimeline(
      {
        ...empty,
        datesEstimatedGoodsReadinesDate: '2026-01-10',
        datesGoodsReadinesDate: '2026-01-12',
        datesETD: '2026-01-20',
        datesDepartureDate: '2026-01-21',
        datesETA: '2026-02-20',
        datesArrivalDate: '2026-02-22',
        datesEstimatedCustomerDeliverDate: '2026-03-01',
        datesCustomerDeliverDate: '2026-03-02',
      },
      TODAY,
    );
    expect(actuals.filter((item) => item.isDimmed).map((item) => item.label)).toEqual([
      'Prontidão Prevista',
      'ETD',
      'ETA',
      'Entrega Prevista',
    ]);
  });

  it('reads the DI or the DUIMP dates by the duimp flag', () => {
    const dates = {
      diRegistryDate: '2026-05-01',
      diResourcefulnessDate: null,
      duimpRegistryDate: null,
      duimpResourcefulnessDate: '2026-05-09',
    };
    const di = buildTimeline({ ...empty, ...dates, duimp: false }, TODAY);
    expect(byLabel(di, 'Registro da DI').date).toBe('2026-05-01');
    expect(byLabel(di, 'Desembaraço').isDone).toBe(false);
    const duimp = buildTimeline({ ...empty, ...dates, duimp: true }, TODAY);
    expect(byLabel(duimp, 'Registro da DI').isDone).toBe(false);
    expect(byLabel(duimp, 'Desembaraço').date).toBe('2026-05-09');
  });
});
