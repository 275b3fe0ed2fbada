import type { ReactNode } from 'react';
import styles from './placeholder-page.module.css';

type TPlaceholderPageProps = {
  title: string;
  /** Sets the browser tab title; defaults to '<title> | Portal dos Clientes'. */
  documentTitle?: string;
  children?: ReactNode;
};

/** Stand-in for a screen that a later issue builds. */
export const PlaceholderPage = ({ title, documentTitle, children }: TPlaceholderPageProps) => (
  <section className={styles.page} aria-labelledby="placeholder-title" data-testid="placeholder-page">
    {/* React 19 hoists <title> into <head>. */}
    <title>{documentTitle ?? `${title} | Portal dos Clientes`}</title>
    <h1 id="placeholder-title" className={styles.title}>
      {title}
    </h1>
    <div className={styles.card}>
      <p className={styles.badge}>Em construção</p>
      <p className={styles.text}>Esta tela está sendo preparada e estará disponível em breve.</p>
      {children}
    </div>
  </section>
);
