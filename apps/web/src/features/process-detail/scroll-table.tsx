import type { ReactNode } from 'react';
import sections from './sections.module.css';

/**
 * A table that scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too
 * (WCAG 2.1.1); the caption names it for screen readers.
 */
export const ScrollTable = ({ caption, children }: { caption: string; children: ReactNode }) => (
  <div className={sections.tableWrap} tabIndex={0} role="region" aria-label={caption}>
    <table className={sections.table}>
      <caption className="visually-hidden">{caption}</caption>
      {children}
    </table>
  </div>
);

export const HeaderRow = ({
  columns,
  numeric = [],
}: {
  columns: readonly string[];
  numeric?: readonly string[];
}) => (
  <thead>
    <tr>
      {columns.map((column) => (
        <th key={column} scope="col" className={numeric.includes(column) ? sections.numeric : undefined}>
          {column}
        </th>
      ))}
    </tr>
  </thead>
);
