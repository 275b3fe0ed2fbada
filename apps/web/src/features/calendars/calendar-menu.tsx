import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/icon/icons.tsx';
import styles from './calendar-page.module.css';

/** A toolbar dropdown (Filtros, Exibição): the trigger with its chevron and the menu panel. */
export const CalendarMenu = ({ trigger, children }: { trigger: string; children: ReactNode }) => (
  <DropdownMenu.Root modal={false}>
    <DropdownMenu.Trigger asChild>
      <button type="button" className={styles.menuButton}>
        {trigger}
        <ChevronDownIcon size={16} />
      </button>
    </DropdownMenu.Trigger>
    <DropdownMenu.Portal>
      <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  </DropdownMenu.Root>
);
