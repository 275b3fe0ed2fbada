import { portalInitials, primaryColorTokens } from '@pc/contract/branding';
import type { CSSProperties } from 'react';
import styles from './branding-page.module.css';

type TBrandingPreviewProps = { portalName: string; color: string; logoUrl: string | null };

/**
 * The chosen colour on what it paints: the sidebar's header and a button, with the text they carry.
 * The colour's shades are set as custom properties on the frame (CSSOM, which the CSP allows).
 */
export const BrandingPreview = ({ portalName, color, logoUrl }: TBrandingPreviewProps) => (
  <figure className={styles.preview} style={primaryColorTokens(color) as CSSProperties}>
    <figcaption className={styles.legend}>Pré-visualização</figcaption>
    <div className={styles.previewSidebar}>
      <span className={styles.previewMark} aria-hidden="true">
        {logoUrl ? <img src={logoUrl} alt="" /> : portalInitials(portalName)}
      </span>
      <span className={styles.previewName}>{portalName}</span>
    </div>
    <div className={styles.previewBody}>
      <span className={styles.previewTitle}>Processos</span>
      <span className={styles.previewButton}>PESQUISAR</span>
      <span className={styles.previewLink}>Ver detalhes do processo</span>
    </div>
  </figure>
);
