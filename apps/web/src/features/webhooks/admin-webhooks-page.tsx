import { PageTitle } from '../../components/page-title/page-title.tsx';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import type { TCompanyField } from './webhook-dialog.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

/**
 * Outbound webhooks, Administração → Webhooks: every subscription, the broker's and the customers'. The
 * staff read; an admin creates, changes, tests and deletes. The company picker is the back-office's
 * (features/admin), handed in by app/ so the two features stay apart.
 */
export const AdminWebhooksPage = ({ CompanyField }: { CompanyField: TCompanyField }) => {
  const { user } = useSession();
  const canEdit = user?.role === 'ADMIN';
  return (
    <>
      <PageTitle parts={[routes.AdminWebhooks.title, routes.Admin.title]} />
      <WebhooksPanel
        door="admin"
        title={routes.AdminWebhooks.title}
        text={
          canEdit
            ? 'Os sistemas que o portal avisa quando um processo muda, um documento chega ou uma cotação é decidida. Cada entrega é assinada (Standard Webhooks) com o segredo do webhook, mostrado uma única vez.'
            : 'Os sistemas que o portal avisa quando um processo muda, um documento chega ou uma cotação é decidida. Somente administradores criam, alteram ou excluem webhooks.'
        }
        canEdit={canEdit}
        CompanyField={CompanyField}
      />
    </>
  );
};
