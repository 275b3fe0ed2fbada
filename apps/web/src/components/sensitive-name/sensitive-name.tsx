import type { ReactNode } from 'react';
import { usePresentationMode } from '../../hooks/use-presentation-mode.ts';
import styles from './sensitive-name.module.css';

type TSensitiveNameProps = {
  children: ReactNode;
  className?: string;
};

/**
 * A customer, exporter, manufacturer or company name: blurred in presentation mode (spec part 1
 * §1). Wrap every such name in it, on every screen.
 */
export const SensitiveName = ({ children, className }: TSensitiveNameProps) => {
  const { isPresentationMode } = usePresentationMode();
  const classes = [styles.name, isPresentationMode ? styles.blurred : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-sensitive={isPresentationMode ? 'blurred' : 'visible'}>
      {children}
    </span>
  );
};
