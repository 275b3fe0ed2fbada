import { render, screen, within } from '@testing-library/react';
import type { TIndicatorLeadtimes } from '@pc/contract/indicators';
import { describe, expect, it } from 'vitest';
import { LeadtimeSection } from './leadtime-section.tsx';

const NO_SAMPLE: TIndicatorLeadtimes = {
  importDeclaration: null,
  loading: null,
  delivery: null,
  closing: null,
  goodsReadinesDateXCustomerDeliverDate: null,
};

const renderLeadtimes = (current: TIndicatorLeadtimes, previous: TIndicatorLeadtimes) =>
  render(
    <LeadtimeSection indicator={{ current, previous, isPending: false, isError: false, isSuccess: true }} />,
  );

const card = (field: keyof TIndicatorLeadtimes) => screen.getByTestId(`leadtime-card-${field}`);

/** No arrow, no percentage, no colour: nothing that reads as a change. */
const expectNoVariation = (element: HTMLElement) => {
  expect(element.querySelector('[data-trend]')).toBeNull();
  expect(element.querySelector('[data-tone]')).toBeNull();
  expect(element.textContent).not.toMatch(/[▲▼■%]/);
};

describe('Lead times: absence is not zero', () => {
  it("a mean with no process in the period reads '—' and 'sem processos no período', never '0 dias' or '-100%'", () => {
    renderLeadtimes({ ...NO_SAMPLE, delivery: 2.5 }, { ...NO_SAMPLE, closing: 16.3, delivery: 3 });
    const closing = card('closing');
    expect(within(closing).getByText('—')).toBeTruthy();
    expect(within(closing).getByText('sem processos no período')).toBeTruthy();
    expect(closing.textContent).not.toMatch(/\bdias?\b/);
    expectNoVariation(closing);
    // A figure with a sample keeps its variation.
    expect(card('delivery').querySelector('[data-trend="down"]')).not.toBeNull();
  });

  it('a mean whose comparison period had no process shows no variation, and says why', () => {
    renderLeadtimes({ ...NO_SAMPLE, loading: 2 }, NO_SAMPLE);
    const loading = card('loading');
    expect(within(loading).getByText('2')).toBeTruthy();
    expect(within(loading).getByText('sem processos no período de comparação')).toBeTruthy();
    expectNoVariation(loading);
  });

  it('a real mean of zero days is still a figure', () => {
    renderLeadtimes({ ...NO_SAMPLE, loading: 0 }, { ...NO_SAMPLE, loading: 0 });
    expect(card('loading').textContent).toMatch(/^Carregamento.*0 dias/);
    expect(within(card('loading')).queryByText('—')).toBeNull();
  });
});
