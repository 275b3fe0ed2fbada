import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useId, useState } from 'react';
import { DialogContent } from '../dialog/dialog-content.tsx';
import { SensitiveName } from '../sensitive-name/sensitive-name.tsx';
import dialog from '../dialog/dialog.module.css';
import type { TCommandPaletteActions, TPaletteScreen } from './command-palette-types.ts';
import { useProcessMatches } from './use-process-matches.ts';
import styles from './command-palette.module.css';

/** Processes listed at most: a reference finds one; a word, more than a list to scan. */
const MAX_PROCESSES = 8;

/** Case and accents aside: 'calendario' finds 'Calendário Financeiro'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const matchingScreens = (screens: readonly TPaletteScreen[], term: string): readonly TPaletteScreen[] => {
  const wanted = fold(term.trim());
  return wanted === '' ? screens : screens.filter((screen) => fold(screen.label).includes(wanted));
};

type TCommandPaletteProps = TCommandPaletteActions & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * Ctrl+K / ⌘K (decision 0104): a dialog to jump to a screen of the menu or to a process by its
 * reference, by keyboard alone: type, arrows to choose, Enter to go, Escape to close. Processes
 * come from the header's search (concluded ones included).
 */
export const CommandPalette = ({
  isOpen,
  onOpenChange,
  screens,
  searchProcesses,
  onOpenScreen,
  onOpenProcess,
}: TCommandPaletteProps) => {
  const hintId = useId();
  const [term, setTerm] = useState('');
  const { processes, isSearching, isFailed } = useProcessMatches(term, searchProcesses);
  const shownScreens = matchingScreens(screens, term);
  const shownProcesses = processes.slice(0, MAX_PROCESSES);
  const isEmpty = shownScreens.length === 0 && shownProcesses.length === 0 && !isSearching && !isFailed;
  const close = () => {
    onOpenChange(false);
    setTerm('');
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(isNowOpen) => (isNowOpen ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.content}`} aria-describedby={hintId}>
          <Dialog.Title className="visually-hidden">Ir para</Dialog.Title>
          {/* cmdk's own filter would drop the server's matches: the lists are filtered here. */}
          <Command className={styles.command} label="Ir para uma tela ou processo" shouldFilter={false} loop>
            <Command.Input
              className={styles.input}
              value={term}
              onValueChange={setTerm}
              placeholder="Tela ou processo (ex.: PRI00042)"
            />
            <Command.List className={styles.list}>
              {shownScreens.length > 0 && (
                <Command.Group heading="Telas" className={styles.group}>
                  {shownScreens.map((screen) => (
                    <Command.Item
                      key={screen.to}
                      value={`tela ${screen.to}`}
                      className={styles.item}
                      onSelect={() => {
                        close();
                        onOpenScreen(screen.to);
                      }}
                    >
                      {screen.label}
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {shownProcesses.length > 0 && (
                <Command.Group heading="Processos" className={styles.group}>
                  {shownProcesses.map((process) => (
                    <Command.Item
                      key={process.id}
                      value={`processo ${process.id}`}
                      className={styles.item}
                      onSelect={() => {
                        close();
                        onOpenProcess(process.id);
                      }}
                    >
                      <span className={styles.reference}>{process.reference}</span>
                      {process.detail && (
                        <SensitiveName className={styles.detail}>{process.detail}</SensitiveName>
                      )}
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {isSearching && (
                <Command.Loading className={styles.status} label="Buscando processos">
                  Buscando processos…
                </Command.Loading>
              )}
              {isFailed && (
                <p className={styles.status} role="alert">
                  Não foi possível buscar os processos. Tente novamente.
                </p>
              )}
              {isEmpty && <p className={styles.status}>Nenhuma tela ou processo encontrado.</p>}
            </Command.List>
            <p id={hintId} className={styles.hint}>
              Setas para escolher, Enter para abrir, Esc para fechar.
            </p>
          </Command>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
