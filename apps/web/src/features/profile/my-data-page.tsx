import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { MyDataTabs } from '../../components/my-data-tabs/my-data-tabs.tsx';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { CompanyList } from './company-list.tsx';
import { MyDataForm } from './my-data-form.tsx';
import styles from './my-data-page.module.css';
import { SecurityCard } from './security-card.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';

/** Meus Dados (spec part 1 §2 My Data). */
export const MyDataPage = () => {
  const { user, companies } = useSession();

  return (
    <div className={styles.page}>
      <PageTitle parts={[routes.MyData.title]} />
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{routes.MyData.title}</h1>
        <p className={styles.subtitle}>Atualize seus dados de acesso e as preferências de follow-up.</p>
        <MyDataTabs />
      </header>
      {user ? (
        // Remounted when the stored user changes (after a save), so the form shows the new values.
        <MyDataForm key={`${user.id}:${user.name}:${user.email}:${String(user.followUP)}`} user={user} />
      ) : (
        <LoadingOverlay isVisible variant="container" />
      )}
      <SecurityCard />
      <CompanyList companies={companies} />
      <CalendarFeedCard companies={companies} />
    </div>
  );
};
