import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './status-page.module.css';
import { StatusPage } from './status-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Router error boundary: a crash in one screen shows this instead of a blank page. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Kept in the console for support; the user sees a plain message.
  console.error(error);
  return (
    <StatusPage title="Algo deu errado" testId="route-error-page">
      <p>Ocorreu um erro inesperado ao exibir esta página. Tente novamente.</p>
      <button type="button" className={styles.action} onClick={() => window.location.reload()}>
        Recarregar a página
      </button>
    </StatusPage>
  );
};
