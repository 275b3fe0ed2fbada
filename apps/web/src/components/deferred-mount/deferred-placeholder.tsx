import type { CSSProperties } from 'react';
import styles from './deferred-placeholder.module.css';

type TDeferredPlaceholderProps = {
  /** The block's height once drawn, in px, on a phone (≤ 600 px wide) and on a wider screen. */
  phoneHeight: number;
  wideHeight: number;
};

/**
 * The empty panel a block not drawn yet (DeferredMount) stands in: as tall as the block will be,
 * so nothing below it jumps, and busy until then (tests and assistive tools wait on `aria-busy`).
 */
export const DeferredPlaceholder = ({ phoneHeight, wideHeight }: TDeferredPlaceholderProps) => (
  <div
    className={styles.placeholder}
    style={{ '--phone-height': `${phoneHeight}px`, '--wide-height': `${wideHeight}px` } as CSSProperties}
    aria-hidden="true"
    aria-busy="true"
  />
);
