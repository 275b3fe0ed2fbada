import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogContent } from './dialog-content.tsx';
import { DialogSubmitActions } from './dialog-submit-actions.tsx';

const FormDialog = ({ isPending, onSubmit }: { isPending: boolean; onSubmit: () => void }) => {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Portal>
        <DialogContent aria-describedby={undefined}>
          <Dialog.Title>Formulário</Dialog.Title>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <DialogSubmitActions submitLabel="Enviar" isPending={isPending} />
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

describe('DialogSubmitActions', () => {
  it('submits the form, and Cancelar closes the dialog without submitting', async () => {
    const onSubmit = vi.fn();
    render(<FormDialog isPending={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Formulário' })).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('both buttons wait while the call runs', () => {
    render(<FormDialog isPending onSubmit={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar' }).disabled).toBe(true);
  });
});
