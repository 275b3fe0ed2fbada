import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogContent } from './dialog-content.tsx';

// Opened from state, as every dialog of the portal is (no Radix Trigger to return to).
const Layer = ({ name, children }: { name: string; children?: React.ReactNode }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>{`Abrir ${name}`}</button>
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Portal>
          <DialogContent aria-describedby={undefined}>
            <Dialog.Title>{name}</Dialog.Title>
            {children}
            <Dialog.Close>{`Fechar ${name}`}</Dialog.Close>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
};

const open = (name: string): void => {
  const button = screen.getByRole('button', { name: `Abrir ${name}` });
  button.focus();
  fireEvent.click(button);
};

describe('DialogContent', () => {
  it('returns focus to the button that opened it', async () => {
    render(<Layer name="processo" />);
    open('processo');
    await screen.findByRole('dialog', { name: 'processo' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir processo' })),
    );
  });

  it('nested dialogs unwind one layer at a time', async () => {
    render(
      <Layer name="processo">
        <Layer name="urgência" />
      </Layer>,
    );
    open('processo');
    await screen.findByRole('dialog', { name: 'processo' });
    open('urgência');
    await screen.findByRole('dialog', { name: 'urgência' });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar urgência' }));
    // Back on the button inside the still-open outer dialog, not outside it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir urgência' })),
    );
    expect(screen.getByRole('dialog', { name: 'processo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar processo' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir processo' })),
    );
  });
});
