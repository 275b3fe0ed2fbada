import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast-store.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  act(() => toast.clear());
});

describe('<Toaster />', () => {
  it('announces errors as alerts and other kinds as status, and dismisses on click', () => {
    render(<Toaster />);

    act(() => {
      toast.error('Não foi possível recuperar os clientes!');
      toast.success('Alterado com sucesso!');
    });

    expect(screen.getByRole('alert').textContent).toContain('Não foi possível recuperar os clientes!');
    expect(screen.getByRole('status').textContent).toContain('Alterado com sucesso!');

    const [dismissError] = screen.getAllByRole('button', { name: 'Fechar notificação' });
    if (!dismissError) throw new Error('dismiss button not rendered');
    fireEvent.click(dismissError);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders top-center toasts in their own region', () => {
    render(<Toaster />);

    act(() => {
      toast.warning('Nenhum processo encontrado!', { position: 'top-center' });
    });

    const region = screen.getByRole('region', { name: 'Avisos' });
    expect(region.textContent).toContain('Nenhum processo encontrado!');
  });
});
