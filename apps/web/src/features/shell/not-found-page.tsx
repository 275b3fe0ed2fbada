import { Link } from 'react-router';
import { routes } from '../../lib/routes.ts';
import styles from './status-page.module.css';
import { StatusPage } from './status-page.tsx';

export const NotFoundPage = () => (
  <StatusPage code="404" title="Página não encontrada" testId="not-found-page">
    <p>O endereço acessado não existe ou foi alterado.</p>
    <Link className={styles.action} to={routes.Home.path}>
      Voltar para o início
    </Link>
  </StatusPage>
);
