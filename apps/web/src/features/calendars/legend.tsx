import styles from './calendar-page.module.css';

export type TLegendItem = { label: string; swatchClassName: string };

/** The colour key of the cards. */
export const Legend = ({ items }: { items: readonly TLegendItem[] }) => (
  <ul className={styles.legend} aria-label="Legenda">
    {items.map((item) => (
      <li key={item.label} className={styles.legendItem}>
        <span className={`${styles.swatch} ${item.swatchClassName}`} aria-hidden="true" />
        {item.label}
      </li>
    ))}
  </ul>
);
