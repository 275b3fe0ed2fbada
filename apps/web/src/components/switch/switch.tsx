import type { ComponentProps } from 'react';
import styles from './switch.module.css';

type TSwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role' | 'className'> & {
  /** A change on its way to the server: the switch dims and says it is busy. */
  isPending?: boolean;
};

/**
 * A native checkbox with the switch role, drawn as a switch. The checkbox stays in place
 * (invisible) above the drawn track, so a click, a tap, the keyboard and a screen reader all reach
 * the real control; it takes react-hook-form's register() as any input does.
 */
export const Switch = ({ isPending = false, ...input }: TSwitchProps) => (
  <span className={styles.switch} data-pending={isPending || undefined}>
    <input
      type="checkbox"
      role="switch"
      className={styles.input}
      aria-busy={isPending || undefined}
      {...input}
    />
    <span className={styles.track} aria-hidden="true">
      <span className={styles.thumb} />
    </span>
  </span>
);
