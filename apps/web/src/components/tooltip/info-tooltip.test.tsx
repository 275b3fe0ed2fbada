import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InfoTooltip } from './info-tooltip.tsx';

describe('<InfoTooltip />', () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; Radix measures the arrow with it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('opens on a click or tap, so touch screens get the text too, and closes on Escape', async () => {
    render(
      <InfoTooltip label="Registro de DI" text="Média de dias entre a presença de carga e o registro." />,
    );
    const button = screen.getByRole('button', { name: 'O que é Registro de DI?' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.click(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Média de dias entre a presença de carga e o registro.',
    );
    fireEvent.click(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
