import { useId, useState } from 'react';
import type { TCalendarFeed } from '@pc/contract/calendar-feed';
import type { TCompany } from '@pc/contract/company';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCalendarFeedMutations, useCalendarFeedQuery } from './api/calendar-feed.ts';
import styles from './my-data-page.module.css';

type TCalendarFeedCardProps = { companies: readonly TCompany[] };

export const FEED_COPIED_MESSAGE = 'Endereço copiado. Cole-o no Outlook ou no Google Agenda.';
const REGENERATE_MESSAGE =
  'O endereço atual deixará de funcionar e os calendários que o assinam param de se atualizar. Você precisará assinar o novo endereço.';
const TURN_OFF_MESSAGE =
  'O endereço deixará de funcionar e os calendários que o assinam param de se atualizar. Para voltar a usar, será preciso criar e assinar um novo endereço.';

type TConfirming = 'regenerate' | 'turnOff' | null;

type TFeedAddressProps = { id: string; feed: TCalendarFeed; onCopy: () => void };

/** The feed's address to copy, how to subscribe to it and when a calendar last read it. */
const FeedAddress = ({ id, feed, onCopy }: TFeedAddressProps) => (
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
      <button type="button" className={styles.secondaryButton} onClick={onCopy}>
        Copiar
      </button>
    </div>
    <p className={styles.muted}>
      Copie o endereço e cole-o no Outlook (adicionar calendário da Web) ou no Google Agenda (adicionar agenda
      a partir do URL).
    </p>
    <p className={styles.muted}>
      {feed.lastReadAt
        ? `Lido por um calendário pela última vez em ${formatDateTime(feed.lastReadAt)}.`
        : 'Ainda não lido por nenhum calendário.'}
    </p>
  </>
);

type TFeedCompaniesProps = {
  companies: readonly TCompany[];
  isBusy: boolean;
  isChosen: (companyId: number) => boolean;
  onToggle: (companyId: number, isOn: boolean) => void;
};

/** Which of the user's companies the feed carries. */
const FeedCompanies = ({ companies, isBusy, isChosen, onToggle }: TFeedCompaniesProps) => (
  <fieldset className={styles.feedCompanies} disabled={isBusy}>
    <legend className={styles.feedLabel}>Empresas no calendário</legend>
    <div className={styles.feedCompanyList}>
      {companies.map((company) => (
        <label key={company.id} className={styles.check}>
          <input
            type="checkbox"
            checked={isChosen(company.id)}
            onChange={(event) => onToggle(company.id, event.currentTarget.checked)}
          />
          <SensitiveName>{company.name}</SensitiveName>
        </label>
      ))}
    </div>
  </fieldset>
);

/**
 * Calendar subscription (calendar feeds, not in the spec): a secret address that Outlook, Google or
 * Apple Calendar subscribe to, with the operational and financial events of the chosen companies.
 */
export const CalendarFeedCard = ({ companies }: TCalendarFeedCardProps) => {
  const id = useId();
  const toast = useToast();
  const feedQuery = useCalendarFeedQuery();
  const { save, remove } = useCalendarFeedMutations();
  const [confirming, setConfirming] = useState<TConfirming>(null);
  const feed = feedQuery.data ?? null;
  const isBusy = save.isPending || remove.isPending;
  const chosen = feed?.companyIds ?? null;
  const isChosen = (companyId: number) => chosen === null || chosen.includes(companyId);
  // The chosen companies the user still has (the server refuses any other); none left: all.
  const stillChosen = companies.map((company) => company.id).filter(isChosen);
  const keptChoice = chosen === null || stillChosen.length === 0 ? null : stillChosen;

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
    const next = isOn ? [...stillChosen, companyId] : stillChosen.filter((other) => other !== companyId);
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
        seu calendário. Ele se atualiza sozinho (o Outlook e o Google o releem a cada poucas horas); não
        compartilhe o endereço.
      </p>
      {feedQuery.isPending ? (
        <p className={styles.muted}>Carregando…</p>
      ) : feedQuery.isError ? (
        <p className={styles.muted} role="alert">
          Não foi possível carregar o calendário.
        </p>
      ) : feed ? (
        <>
          <FeedAddress id={id} feed={feed} onCopy={() => void copy()} />
          {companies.length > 1 && (
            <FeedCompanies
              companies={companies}
              isBusy={isBusy}
              isChosen={isChosen}
              onToggle={toggleCompany}
            />
          )}
          <div className={styles.feedActions}>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={isBusy}
              onClick={() => setConfirming('regenerate')}
            >
              Gerar novo endereço
            </button>
            <button
              type="button"
              className={styles.linkButton}
              disabled={isBusy}
              onClick={() => setConfirming('turnOff')}
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
        isOpen={confirming === 'regenerate'}
        title="Gerar novo endereço?"
        message={REGENERATE_MESSAGE}
        confirmLabel="Gerar novo endereço"
        onConfirm={() => {
          setConfirming(null);
          void saveFeed(keptChoice, true);
        }}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'turnOff'}
        title="Desativar o calendário?"
        message={TURN_OFF_MESSAGE}
        confirmLabel="Desativar"
        onConfirm={() => {
          setConfirming(null);
          void run(() => remove.mutateAsync(), 'Não foi possível desativar o calendário.');
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
};
