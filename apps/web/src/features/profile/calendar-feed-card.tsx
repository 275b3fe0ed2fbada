import { useId, useState } from 'react';
import type { TCompany } from '@pc/contract/company';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useCalendarFeedMutations, useCalendarFeedQuery } from './api/calendar-feed.ts';
import styles from './my-data-page.module.css';

type TCalendarFeedCardProps = { companies: readonly TCompany[] };

export const FEED_COPIED_MESSAGE = 'Endereço copiado. Cole-o no Outlook ou no Google Agenda.';
const REGENERATE_MESSAGE =
  'O endereço atual deixará de funcionar e os calendários que o assinam param de se atualizar. Você precisará assinar o novo endereço.';

/**
 * Calendar subscription (issue #16, not in the spec): a secret address that Outlook, Google or
 * Apple Calendar subscribe to, with the operational and financial events of the chosen companies.
 */
export const CalendarFeedCard = ({ companies }: TCalendarFeedCardProps) => {
  const id = useId();
  const toast = useToast();
  const feedQuery = useCalendarFeedQuery();
  const { save, remove } = useCalendarFeedMutations();
  const [isConfirming, setIsConfirming] = useState(false);
  const feed = feedQuery.data ?? null;
  const isBusy = save.isPending || remove.isPending;
  const chosen = feed?.companyIds ?? null;

  const run = async (action: () => Promise<unknown>, failure: string) => {
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };
  const saveFeed = (companyIds: number[] | null, regenerate: boolean) =>
    run(() => save.mutateAsync({ companyIds, regenerate }), 'Não foi possível salvar o calendário.');

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success(FEED_COPIED_MESSAGE);
    } catch {
      toast.error('Não foi possível copiar. Selecione o endereço e copie-o.');
    }
  };

  const toggleCompany = (companyId: number, isOn: boolean) => {
    const current = chosen ?? companies.map((company) => company.id);
    const next = isOn ? [...current, companyId] : current.filter((other) => other !== companyId);
    if (next.length === 0) return void toast.error('Escolha ao menos uma empresa.');
    const isAll = companies.every((company) => next.includes(company.id));
    void saveFeed(isAll ? null : next, false);
  };

  return (
    <section className={`${styles.card} ${styles.feedCard}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Calendário no Outlook ou Google
      </h2>
      <p className={styles.muted}>
        Assine um endereço secreto para ver ETD, embarque, ETA, chegada, numerários e parcelas de invoice no
        seu calendário. Ele se atualiza sozinho; não compartilhe o endereço.
      </p>
      {feedQuery.isPending ? (
        <p className={styles.muted}>Carregando…</p>
      ) : feedQuery.isError ? (
        <p className={styles.muted} role="alert">
          Não foi possível carregar o calendário.
        </p>
      ) : feed ? (
        <>
          <label className={styles.feedLabel} htmlFor={`${id}-url`}>
            Endereço do calendário
          </label>
          <div className={styles.feedRow}>
            <input
              id={`${id}-url`}
              className={styles.feedUrl}
              value={feed.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className={styles.secondaryButton} onClick={() => void copy()}>
              Copiar
            </button>
          </div>
          {companies.length > 1 && (
            <fieldset className={styles.feedCompanies} disabled={isBusy}>
              <legend className={styles.feedLabel}>Empresas no calendário</legend>
              {companies.map((company) => (
                <label key={company.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={chosen === null || chosen.includes(company.id)}
                    onChange={(event) => toggleCompany(company.id, event.currentTarget.checked)}
                  />
                  <SensitiveName>{company.name}</SensitiveName>
                </label>
              ))}
            </fieldset>
          )}
          <div className={styles.feedActions}>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={isBusy}
              onClick={() => setIsConfirming(true)}
            >
              Gerar novo endereço
            </button>
            <button
              type="button"
              className={styles.linkButton}
              disabled={isBusy}
              onClick={() => void run(() => remove.mutateAsync(), 'Não foi possível desativar o calendário.')}
            >
              Desativar
            </button>
          </div>
        </>
      ) : (
        <div className={styles.feedActions}>
          <button
            type="button"
            className={styles.save}
            disabled={isBusy}
            onClick={() => void saveFeed(null, true)}
          >
            Criar endereço do calendário
          </button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Gerar novo endereço?"
        message={REGENERATE_MESSAGE}
        confirmLabel="Gerar novo endereço"
        onConfirm={() => {
          setIsConfirming(false);
          void saveFeed(chosen, true);
        }}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
};
