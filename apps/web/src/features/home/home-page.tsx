import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { canSeeTransitTime } from '../../lib/permissions.ts';
import { usePortalBranding } from '../../lib/portal-branding.ts';
import { useSession } from '../../lib/session.ts';
import { AttentionCard } from './attention-card.tsx';
import { GeneralTab } from './general-tab.tsx';
import { HOME_TAB_PARAM, readHomeTab, type THomeTab } from './home-tab.ts';
import pageStyles from '../../components/filter-page/filter-page.module.css';
import styles from './home.module.css';

// Only company 154's users see the tab, and only once they open it: its table, filters and their
// libraries (table-core, the popover) load then, not with every Home.
const TransitTimeTab = lazy(() =>
  import('./transit-time-tab.tsx').then((module) => ({ default: module.TransitTimeTab })),
);

/** Home, 'Portal dos Clientes' (spec part 1 §2): the GERAL indicators and, for company 154, TRANSIT TIME. */
export const HomePage = () => {
  const { companies } = useSession();
  // Titled with the portal's name as the admin set it; routes.Home.title is the product's own.
  const { portalName } = usePortalBranding();
  const [searchParams, setSearchParams] = useSearchParams();
  const isTransitAllowed = canSeeTransitTime(companies);
  const tab = readHomeTab(searchParams.get(HOME_TAB_PARAM), isTransitAllowed);
  // Panels stay mounted once seen, so switching tabs keeps each one's filter and results.
  const [hasSeenTransit, setSeenTransit] = useState(tab === 'transit-time');
  if (tab === 'transit-time' && !hasSeenTransit) setSeenTransit(true);

  const selectTab = (value: string) => {
    const next = readHomeTab(value, isTransitAllowed);
    // The rest of the address (the period, an open process) stays.
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'geral') params.delete(HOME_TAB_PARAM);
        else params.set(HOME_TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <section className={pageStyles.page} aria-labelledby="home-title">
      <title>{portalName}</title>
      <header className={pageStyles.pageHeader}>
        <h1 id="home-title" className={pageStyles.title}>
          {portalName}
        </h1>
        <p className={pageStyles.subtitle}>Indicadores dos processos de importação das suas empresas.</p>
      </header>

      {companies.length === 0 ? (
        <p className={styles.noCompanies}>
          Nenhuma empresa está vinculada ao seu usuário, então não há indicadores.
        </p>
      ) : (
        <>
          <AttentionCard companies={companies} />
          <Tabs.Root value={tab} onValueChange={selectTab} className={styles.tabs}>
            <Tabs.List className={styles.tabList} aria-label="Indicadores">
              <Tabs.Trigger value={'geral' satisfies THomeTab} className={styles.tabTrigger}>
                GERAL
              </Tabs.Trigger>
              {isTransitAllowed && (
                <Tabs.Trigger value={'transit-time' satisfies THomeTab} className={styles.tabTrigger}>
                  TRANSIT TIME
                </Tabs.Trigger>
              )}
            </Tabs.List>
            <Tabs.Content value="geral" forceMount className={styles.tabPanel}>
              <GeneralTab companies={companies} />
            </Tabs.Content>
            {isTransitAllowed && (
              <Tabs.Content
                value="transit-time"
                forceMount={hasSeenTransit || undefined}
                className={styles.tabPanel}
              >
                <Suspense
                  fallback={<span className={styles.skeleton} role="status" aria-label="Carregando" />}
                >
                  <TransitTimeTab companies={companies} />
                </Suspense>
              </Tabs.Content>
            )}
          </Tabs.Root>
        </>
      )}
    </section>
  );
};
