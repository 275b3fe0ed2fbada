import { lazy, Suspense, useEffect, useState } from 'react';
import type { TCommandPaletteActions } from './command-palette-types.ts';

const CommandPalette = lazy(async () => ({
  default: (await import('./command-palette.tsx')).CommandPalette,
}));

/** Ctrl+K, or ⌘K on a Mac: whatever has focus, as in the tools the users know. */
export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * Listens for Ctrl/⌘+K over the signed-in screens and opens the command palette, whose code
 * (cmdk) is fetched on the first opening only.
 */
export const CommandPaletteLauncher = (actions: TCommandPaletteActions) => {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) is not what a user of the portal asks for here.
      event.preventDefault();
      setHasOpened(true);
      setIsOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette isOpen={isOpen} onOpenChange={setIsOpen} {...actions} />
    </Suspense>
  );
};
