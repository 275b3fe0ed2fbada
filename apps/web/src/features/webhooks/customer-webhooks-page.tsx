import { WEBHOOK_PERMISSION_REQUIRED_MESSAGE } from '@pc/contract/webhooks';
import pageStyles from '../../components/filter-page/filter-page.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { WebhooksPanel } from './webhooks-panel.tsx';
import styles from './webhooks.module.css';

/**
 * Integrações → Webhooks: a customer's user an admin allowed manages webhooks for their
 * own companies (the server enforces both; this only avoids offering what it would refuse).
 */
export const CustomerWebhooksPage = () => {
  const { user } = useSession();
  return (
    <section className={pageStyles.page} aria-labelledby="customer-webhooks-title">
      <PageTitle parts={[routes.CustomerWebhooks.title]} />
      <header className={pageStyles.pageHeader}>
        <h1 id="customer-webhooks-title" className={pageStyles.title}>
          {routes.CustomerWebhooks.title}
        </h1>
        <p className={pageStyles.subtitle}>Avisos do portal para os sistemas da sua empresa.</p>
      </header>
      {user?.canManageWebhooks ? (
        <WebhooksPanel
          door="customer"
          title="Webhooks"
          text="O portal avisa o endereço de cada webhook quando um processo das empresas escolhidas muda, um documento chega ou uma cotação é decidida. Cada entrega é assinada (Standard Webhooks) com o segredo do webhook, mostrado uma única vez."
          canEdit
          CompanyField={null}
        />
      ) : (
        <p className={styles.notice} role="status">
          {WEBHOOK_PERMISSION_REQUIRED_MESSAGE}
        </p>
      )}
    </section>
  );
};
