import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus.ts';

type TDialogContentProps = ComponentProps<typeof Dialog.Content>;

/**
 * Radix's Dialog.Content that returns focus to what opened it (see useReturnFocus). Every dialog
 * and side sheet of the portal uses it; a caller's own autofocus handlers still run first.
 */
export const DialogContent = ({ onOpenAutoFocus, onCloseAutoFocus, ...props }: TDialogContentProps) => {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Content
      {...props}
      onOpenAutoFocus={(event) => {
        returnFocus.onOpenAutoFocus();
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
      }}
    />
  );
};
