import { useRef } from 'react';

export type TReturnFocusHandlers = {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

const focusedElement = (): HTMLElement | null => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

// Where the last dialog to close sent focus. A dialog that opens as another closes (the urgency
// dialog's 'Alterado com sucesso!') sees its opener vanish; it returns focus there instead.
let lastRestored: HTMLElement | null = null;

/**
 * Focus goes back to what opened a dialog (WCAG 2.4.3). Our dialogs are opened from state, not a
 * Radix Trigger, so Radix has no trigger to return to and focus fell to <body>. Radix calls
 * onOpenAutoFocus before it moves focus in, so the opener is still the focused element then; a
 * dialog opened inside another records a button of the outer one, so nested dialogs unwind one
 * layer at a time.
 */
export const useReturnFocus = (): TReturnFocusHandlers => {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      openerRef.current = focusedElement();
    },
    onCloseAutoFocus: (event) => {
      const recorded = openerRef.current;
      const opener = recorded?.isConnected ? recorded : lastRestored;
      if (!opener?.isConnected) return;
      event.preventDefault();
      opener.focus({ preventScroll: true });
      lastRestored = opener;
    },
  };
};
