import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';
import styles from './info-tooltip.module.css';

type TInfoTooltipProps = {
  /** What the text explains, e.g. 'Registro de DI'; names the button for screen readers. */
  label: string;
  text: string;
};

/**
 * An "i" button that shows a short explanation on hover, on focus and on tap (Radix Tooltip alone
 * closes on click, which would leave touch screens without the text). A click always opens (a
 * toggle would race with the hover opening); leaving, Escape or a tap elsewhere close it.
 */
export const InfoTooltip = ({ label, text }: TInfoTooltipProps) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={isOpen} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={styles.trigger}
            aria-label={`O que é ${label}?`}
            onClick={(event) => {
              // preventDefault keeps Radix from closing on click.
              event.preventDefault();
              setOpen(true);
            }}
          >
            i
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.content} side="top" sideOffset={6} collisionPadding={8}>
            {text}
            <Tooltip.Arrow className={styles.arrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
};
