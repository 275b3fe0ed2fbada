import type { ReactNode } from 'react';
import styles from './sections.module.css';

export type TField = { label: string; value: ReactNode };

/** Label/value pairs. */
export const FieldList = ({ fields }: { fields: readonly TField[] }) => (
  <dl className={styles.fields}>
    {fields.map((field) => (
      <div key={field.label} className={styles.field}>
        <dt className={styles.fieldLabel}>{field.label}</dt>
        <dd className={styles.fieldValue}>{field.value}</dd>
      </div>
    ))}
  </dl>
);

/** A titled card of label/value pairs. */
export const FieldSection = ({
  title,
  fields,
  children,
}: {
  title: string;
  fields: readonly TField[];
  children?: ReactNode;
}) => (
  <section className={styles.card} aria-label={title}>
    <h3 className={styles.sectionTitle}>{title}</h3>
    <FieldList fields={fields} />
    {children}
  </section>
);
