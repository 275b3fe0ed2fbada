import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DuimpWaits } from './duimp-waits.tsx';

describe('<DuimpWaits />', () => {
  it('says neither a figure nor its absence until the waits are read', () => {
    render(<DuimpWaits registryToChannel={null} processes={0} agencies={[]} isLoading />);
    const channel = screen.getByTestId('duimp-registry-to-channel');
    expect(channel.textContent).toBe('Registro → canal Carregando…');
    expect(screen.queryByText('Nenhum LPCO deferido no período.')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('once read, an empty period says why, never 0 dias', () => {
    render(<DuimpWaits registryToChannel={null} processes={0} agencies={[]} />);
    expect(screen.getByTestId('duimp-registry-to-channel').textContent).toBe(
      'Registro → canal — nenhuma DUIMP com registro e canal no período',
    );
    expect(screen.getByText('Nenhum LPCO deferido no período.')).toBeTruthy();
  });

  it('shows an agency the glossary does not know by its code, and 1 dia in the singular', () => {
    render(
      <DuimpWaits
        registryToChannel={1}
        processes={1}
        agencies={[{ agency: 'ORGAO_NOVO', averageOfDays: 1, lpcos: 1 }]}
      />,
    );
    expect(screen.getByTestId('duimp-registry-to-channel').textContent).toBe(
      'Registro → canal 1 dia (média de 1 DUIMP)',
    );
    expect(screen.getByTestId('lpco-wait-ORGAO_NOVO').textContent).toBe('ORGAO_NOVO1 dia1');
  });
});
