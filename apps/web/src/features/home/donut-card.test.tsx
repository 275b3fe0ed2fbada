import { render, screen, within } from '@testing-library/react';
import type { TIndicatorRegistroDi } from '@pc/contract/indicators';
import { describe, expect, it } from 'vitest';
import { DonutCard } from './donut-card.tsx';
import { DI_CHANNEL_SLICES } from './indicator-catalogue.ts';

const renderDonut = (current: TIndicatorRegistroDi) =>
  render(
    <DonutCard
      id="home-di-channel"
      title="Canal de registro de DI"
      definition="Processos com DI ou DUIMP registrada no período, por canal de parametrização."
      slices={DI_CHANNEL_SLICES}
      indicator={{ current, previous: current, isPending: false, isError: false, isSuccess: true }}
      emptyText="Nenhuma DI ou DUIMP registrada no período."
      remainderLabel="sem canal"
    />,
  );

describe('Home donut', () => {
  it('with no process draws an empty grey ring, no category, and says why', () => {
    const { container } = renderDonut({ total: 0, CINZA: 0, VERDE: 0, AMARELO: 0, VERMELHO: 0 });
    const card = within(screen.getByTestId('home-di-channel'));
    expect(card.getByText('Nenhuma DI ou DUIMP registrada no período.')).toBeTruthy();
    expect(card.getByText('Sem processos')).toBeTruthy();
    // Not '0 sem processos' in a coloured ring: one grey ring, no slice colour.
    expect(container.querySelector('[data-empty="true"]')).not.toBeNull();
    const rings = [...container.querySelectorAll('svg path')];
    expect(rings).toHaveLength(1);
    expect(rings[0]?.getAttribute('fill')).toBeNull();
  });

  it("says what the total holds beyond its slices: 'O total inclui 2 sem canal.'", () => {
    renderDonut({ total: 8, CINZA: 1, VERDE: 4, AMARELO: 1, VERMELHO: 0 });
    expect(screen.getByText('O total inclui 2 sem canal.')).toBeTruthy();
    expect(screen.queryByText('Nenhuma DI ou DUIMP registrada no período.')).toBeNull();
  });
});
