import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  PRIVACY_NOTE_MAX,
  PRIVACY_REQUEST_CREATED_MESSAGE,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_KINDS,
  type TPrivacyRequestKind,
} from '@pc/contract/privacy';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { MyDataTabs } from '../../components/my-data-tabs/my-data-tabs.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import {
  useCreatePrivacyRequestMutation,
  useDownloadMyDataMutation,
  useMyPrivacyRequestsQuery,
} from './api/privacy.ts';
import { deadlineText, requestKindLabel, requestStatusLabel } from './privacy-texts.ts';
import styles from './privacy.module.css';

export const DOWNLOAD_LABEL = 'Baixar meus dados';
export const DOWNLOAD_FAILED = 'Não foi possível gerar o arquivo com os seus dados.';
export const REQUEST_FAILED = 'Não foi possível enviar a solicitação.';
export const NO_REQUESTS_TEXT = 'Você ainda não fez nenhuma solicitação.';

const DownloadCard = () => {
  const id = useId();
  const toast = useToast();
  const download = useDownloadMyDataMutation();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Seus dados
      </h2>
      <p className={styles.muted}>
        Um arquivo JSON com tudo o que o portal guarda sobre você: cadastro, empresas, registros de acesso,
        mensagens que você escreveu, preferências de follow-up, consentimentos e segundos fatores (sem os
        segredos).
      </p>
      <div>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast.error(errorMessage(error, DOWNLOAD_FAILED)),
            })
          }
        >
          {download.isPending ? 'Gerando…' : DOWNLOAD_LABEL}
        </button>
      </div>
    </section>
  );
};

const RequestForm = () => {
  const id = useId();
  const toast = useToast();
  const create = useCreatePrivacyRequestMutation();
  const [kind, setKind] = useState<TPrivacyRequestKind>('CORRECTION');
  const [note, setNote] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    create.mutate(
      { kind, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(PRIVACY_REQUEST_CREATED_MESSAGE);
          setNote('');
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.kinds}>
        <legend className={styles.label}>O que você quer pedir?</legend>
        {PRIVACY_REQUEST_KINDS.map((value) => (
          <label key={value} className={styles.check}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {PRIVACY_REQUEST_KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {kind === 'DELETION' && (
        <p className={styles.note}>
          Ao ser atendida, a exclusão anonimiza o seu cadastro: você não poderá mais entrar no portal. Os
          processos, documentos e mensagens que o despachante precisa guardar continuam, com o seu nome
          trocado por “Usuário removido”.
        </p>
      )}
      <FormField id={`${id}-note`} label="Observação (opcional)" hint="Por exemplo, o dado que está errado.">
        <textarea
          {...fieldA11y(`${id}-note`, undefined, true)}
          className={styles.textarea}
          value={note}
          maxLength={PRIVACY_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      {create.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error, REQUEST_FAILED)}
        </p>
      )}
      <div>
        <button type="submit" className={styles.primaryButton} disabled={create.isPending}>
          {create.isPending ? 'Enviando…' : 'Enviar solicitação'}
        </button>
      </div>
    </form>
  );
};

const RequestList = () => {
  const requests = useMyPrivacyRequestsQuery();
  if (requests.isPending) return <p className={styles.muted}>Carregando…</p>;
  if (requests.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorMessage(requests.error, 'Não foi possível carregar as suas solicitações.')}
      </p>
    );
  }
  const rows = requests.data.data;
  if (rows.length === 0) return <p className={styles.muted}>{NO_REQUESTS_TEXT}</p>;
  return (
    <ul className={styles.requests} aria-label="Suas solicitações">
      {rows.map((request) => (
        <li key={request.id} className={styles.request}>
          <div className={styles.requestHead}>
            <strong>{requestKindLabel(request)}</strong>
            <span className={`${styles.status} ${styles[`status${request.status}`] ?? ''}`}>
              {requestStatusLabel(request)}
            </span>
          </div>
          <p className={styles.muted}>
            Enviada em {formatDateTime(request.createdAt)}
            {request.status === 'PENDING'
              ? ` · ${deadlineText({ dueOn: request.dueOn, isOverdue: false })}`
              : ''}
          </p>
          {request.note && <p className={styles.text}>Sua observação: {request.note}</p>}
          {request.decisionReason && <p className={styles.text}>Resposta: {request.decisionReason}</p>}
        </li>
      ))}
    </ul>
  );
};

/** Meus Dados › Privacidade (LGPD art. 18): download the data, ask for correction or deletion. */
export const MyPrivacyPage = () => {
  const id = useId();
  return (
    <div className={styles.page}>
      <PageTitle parts={[routes.MyDataPrivacy.title, routes.MyData.title]} />
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{routes.MyData.title}</h1>
        <p className={styles.muted}>
          Seus direitos como titular de dados (LGPD, art. 18). Veja o{' '}
          <Link to={routes.PrivacyNotice.path}>{routes.PrivacyNotice.title.toLowerCase()}</Link>.
        </p>
        <MyDataTabs />
      </header>
      <DownloadCard />
      <section className={styles.card} aria-labelledby={`${id}-requests`}>
        <h2 id={`${id}-requests`} className={styles.cardTitle}>
          Correção ou exclusão
        </h2>
        <p className={styles.muted}>O despachante responde em até 15 dias. O andamento aparece abaixo.</p>
        <RequestForm />
        <h3 className={styles.subTitle}>Suas solicitações</h3>
        <RequestList />
      </section>
    </div>
  );
};
