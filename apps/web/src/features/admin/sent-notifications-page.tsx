import { useId, useState } from 'react';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { CompanyNotifications } from './company-notifications.tsx';
import { CompanyPicker, type TPickedCompany } from './company-picker.tsx';
import adminStyles from './admin.module.css';
import styles from './sent-notifications.module.css';

export const SENT_NOTIFICATIONS_READ_ONLY_TEXT =
  'Somente administradores desligam ou religam uma notificação para um cliente; você pode consultá-las.';
export const PICK_COMPANY_TEXT = 'Escolha uma empresa para ver o que o portal enviou aos usuários dela.';

/**
 * "Notificações enviadas": what the portal told one company's users in the last 30 days, per event,
 * in its centre and by push; an admin turns an event off for a customer that asked not to get it.
 */
export const SentNotificationsPage = () => {
  const pickerId = useId();
  const canEdit = useSession().user?.role === 'ADMIN';
  const [company, setCompany] = useState<TPickedCompany | null>(null);

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-notifications-title">
      <PageTitle parts={[routes.AdminNotifications.title, routes.Admin.title]} />
      <header className={adminStyles.panelHeader}>
        <h2 id="admin-notifications-title" className={adminStyles.panelTitle}>
          {routes.AdminNotifications.title}
        </h2>
        <p className={adminStyles.panelText}>
          Quantas notificações o portal enviou aos usuários de uma empresa, por evento: no portal (na central
          de notificações), por push (nos celulares) e por e-mail. As mensagens não lidas são avisadas por
          e-mail à parte. A pedido do cliente, um evento pode ser desligado para todos os usuários da empresa.
        </p>
        {!canEdit && <p className={adminStyles.panelText}>{SENT_NOTIFICATIONS_READ_ONLY_TEXT}</p>}
      </header>
      {company ? (
        <div className={styles.chosen}>
          <span>
            Empresa: <SensitiveName>{company.name}</SensitiveName>
          </span>
          <button
            type="button"
            className={adminStyles.linkButton}
            aria-label={`Trocar de empresa (agora ${company.name})`}
            onClick={() => setCompany(null)}
          >
            Trocar de empresa
          </button>
        </div>
      ) : (
        <div className={styles.picker}>
          <label htmlFor={pickerId} className={styles.pickerLabel}>
            Empresa
          </label>
          <CompanyPicker id={pickerId} onPick={setCompany} />
          <p className={adminStyles.panelText}>{PICK_COMPANY_TEXT}</p>
        </div>
      )}
      {company && <CompanyNotifications key={company.id} company={company} canEdit={canEdit} />}
    </section>
  );
};
