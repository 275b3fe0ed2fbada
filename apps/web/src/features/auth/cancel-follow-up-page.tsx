import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useFollowUpUnsubscribeMutation } from './api/post-follow-up-unsubscribe.ts';
import styles from '../../components/auth-form/auth-form.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

/**
 * Where the "Cancelar o recebimento" link of a follow-up e-mail lands. It asks for a click rather
 * than unsubscribing on load: link scanners open every URL of an e-mail. Mail clients' own
 * one-click button posts to the API directly (List-Unsubscribe-Post, RFC 8058).
 */
export const CancelFollowUpPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useFollowUpUnsubscribeMutation();

  return (
    <section className={styles.form} aria-labelledby="cancel-follow-up-title">
      <PageTitle parts={[routes.CancelFollowUp.title]} />
      <div className={styles.heading}>
        <h1 id="cancel-follow-up-title" className={styles.title}>
          {routes.CancelFollowUp.title}
        </h1>
        <p className={styles.subtitle}>
          Você deixará de receber os e-mails de follow-up (alterações dos processos e resumo semanal).
        </p>
      </div>
      {unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data.message}</p>
      ) : (
        <>
          {unsubscribe.isError && (
            <p className={styles.formError} role="alert">
              {errorMessage(unsubscribe.error, 'Não foi possível cancelar agora. Tente novamente.')}
            </p>
          )}
          <button
            type="button"
            className={styles.submit}
            disabled={unsubscribe.isPending || token === ''}
            aria-busy={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending && <span className={styles.spinner} aria-hidden="true" />}
            CANCELAR O RECEBIMENTO
          </button>
        </>
      )}
      <div className={styles.links}>
        <Link className={styles.link} to={routes.MyData.path}>
          Alterar as preferências em Meus Dados
        </Link>
      </div>
    </section>
  );
};
