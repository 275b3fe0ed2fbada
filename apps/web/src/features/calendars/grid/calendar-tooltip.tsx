import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './calendar-tooltip.module.css';

type TCalendarTooltipProps = { content: ReactNode; children: ReactElement };

/** Hover/focus tooltip of the calendars (needs the page's Tooltip.Provider). */
export const CalendarTooltip = ({ content, children }: TCalendarTooltipProps) => (
  <Tooltip.Root>
    <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
    <Tooltip.Portal>
      <Tooltip.Content className={styles.tooltip} sideOffset={6} collisionPadding={8}>
        {content}
        <Tooltip.Arrow className={styles.arrow} />
      </Tooltip.Content>
    </Tooltip.Portal>
  </Tooltip.Root>
);

export const CalendarTooltipProvider = ({ children }: { children: ReactNode }) => (
  <Tooltip.Provider delayDuration={250}>{children}</Tooltip.Provider>
);
