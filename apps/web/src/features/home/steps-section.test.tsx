import { render, screen, within } from '@testing-library/react';
import type { TIndicatorSteps } from '@pc/contract/indicators';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StepsSection } from './steps-section.tsx';

/** Ana's demo figures: the six cards add up to 271 and the Total reads 290. */
const ANA: TIndicatorSteps = {
  total: 290,
  inProduction: 101,
  inBooking: 32,
  inTraffic: 86,
  inClearence: 25,
  inLoading: 3,
  inClosure: 24,
  inBilling: 19,
};

const renderSteps = (steps: TIndicatorSteps) =>
  render(
    <MemoryRouter>
      <StepsSection
        indicator={{ current: steps, previous: steps, isPending: false, isError: false, isSuccess: true }}
      />
    </MemoryRouter>,
  );

const figureOf = (testId: string): number =>
  Number((within(screen.getByTestId(testId)).getByText(/^\d[\d.]*$/).textContent ?? '').replace('.', ''));

describe('Processos de importação por etapa', () => {
  it('says what the Total holds beyond the cards, so the page adds up', () => {
    renderSteps(ANA);
    const cards = [7, 1, 2, 3, 4, 5].map((step) => figureOf(`step-card-${step}`));
    const footnote = screen.getByTestId('steps-footnote');
    expect(footnote.textContent).toBe('O Total inclui 19 em Faturamento, etapa sem card.');
    const shown =
      cards.reduce((sum, count) => sum + count, 0) + Number(/inclui (\d+)/.exec(footnote.textContent)?.[1]);
    expect(shown).toBe(figureOf('step-card-total'));
    // The line opens Faturamento's processes, as a card would.
    expect(within(footnote).getByRole('link', { name: '19 em Faturamento' }).getAttribute('href')).toBe(
      '/processos?etapa=11',
    );
    // The Total says it counts now, unlike the Total of the types, which counts the period.
    expect(within(screen.getByTestId('step-card-total')).getByText('Total agora')).toBeTruthy();
  });

  it('adds no line when the cards already make the Total', () => {
    renderSteps({ ...ANA, total: 271, inBilling: 0 });
    expect(screen.queryByTestId('steps-footnote')).toBeNull();
  });

  it('says there is no open process instead of leaving a row of zeros to read', () => {
    renderSteps({
      total: 0,
      inProduction: 0,
      inBooking: 0,
      inTraffic: 0,
      inClearence: 0,
      inLoading: 0,
      inClosure: 0,
      inBilling: 0,
    });
    expect(screen.getByText('Nenhum processo aberto agora.')).toBeTruthy();
  });
});
