import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

describe('Pager', () => {
  it('shows nothing for a list of one page', () => {
    render(<Pager page={1} pageCount={1} label="Páginas das entregas" onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says where the list is and moves one page at a time, stopping at the ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pager page={1} pageCount={1200} label="Páginas das entregas" onPage={onPage} />,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas das entregas' }).textContent).toContain(
      'Página 1 de 1.200',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={1200} pageCount={1200} label="Páginas das entregas" onPage={onPage} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Próxima' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPage).toHaveBeenLastCalledWith(1199);
  });
});
