import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ncmRow } from '../test-fixtures.ts';
import { NcmTable } from './ncm-table.tsx';

/** jsdom lays nothing out: the table's box and its content get widths, as a browser would give. */
const layOut = ({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
};

afterEach(() => vi.restoreAllMocks());

const HINT = 'Role a tabela para o lado para ver todas as colunas.';

describe('<NcmTable /> columns (spec part 2 §2.6)', () => {
  it('wider than its box: a scrolling region the keyboard reaches, with a visible cue and where it can go', () => {
    layOut({ clientWidth: 600, scrollWidth: 1500 });
    render(<NcmTable rows={[ncmRow(1), ncmRow(2)]} label="Mercadorias por NCMs mais importadas" />);

    const region = screen.getByRole('region', { name: 'Tabela: Mercadorias por NCMs mais importadas' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getAllByRole('columnheader')).toHaveLength(11);
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(region.getAttribute('data-scroll-start')).toBe('false');
    expect(region.getAttribute('data-scroll-end')).toBe('true');

    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(900);
    fireEvent.scroll(region);
    expect(region.getAttribute('data-scroll-start')).toBe('true');
    expect(region.getAttribute('data-scroll-end')).toBe('false');
  });

  it('that fits: no cue', () => {
    layOut({ clientWidth: 1500, scrollWidth: 1500 });
    render(<NcmTable rows={[ncmRow(1)]} label="Todas as NCMs do Período" />);
    expect(screen.queryByText(HINT)).toBeNull();
    const region = screen.getByRole('region', { name: 'Tabela: Todas as NCMs do Período' });
    expect(region.getAttribute('data-scroll-end')).toBe('false');
  });

  it("gives the acquirer's full name as a tooltip (the column may cut it)", () => {
    layOut({ clientWidth: 1500, scrollWidth: 1500 });
    render(
      <NcmTable
        rows={[ncmRow(1, { nome_adquirente: 'Hércules Máquinas e Equipamentos Industriais Ltda' })]}
        label="Mercadorias"
      />,
    );
    expect(
      screen
        .getByText('Hércules Máquinas e Equipamentos Industriais Ltda')
        .closest('[title]')
        ?.getAttribute('title'),
    ).toBe('Hércules Máquinas e Equipamentos Industriais Ltda');
  });
});
