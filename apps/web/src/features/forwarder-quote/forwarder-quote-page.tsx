import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORWARDER_LINK_INVALID,
  FORWARDER_ROUND_CLOSED,
  type TForwarderQuote,
  type TForwarderQuoteInput,
  type TForwarderQuotePage,
  ZForwarderQuote,
} from '@pc/contract/forwarder-quote';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { forwarderQuoteQueryOptions } from './api/get-forwarder-quote.ts';
import { useSendForwarderQuoteMutation } from './api/put-forwarder-quote.ts';
import { ForwarderAttachments } from './forwarder-attachments.tsx';
import { AmountFields, ContainerFields, TermFields } from './quote-form-fields.tsx';
import styles from './forwarder-quote-page.module.css';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { usePortalBranding } from '../../lib/portal-branding.ts';

const WAY_LABEL: Record<string, string> = { AEREA: 'Aéreo', MARITIMA: 'Marítimo', RODOVIARIA: 'Rodoviário' };

const orDash = (value: string | null | undefined) => (value ? value : '—');

const EMPTY_QUOTE: TForwarderQuoteInput = {
  person: '',
  totalUSD: null,
  totalEUR: null,
  totalReais: null,
  currency: null,
  totalOthers: null,
  transitTime: undefined as unknown as number,
  freetime: undefined as unknown as number,
  transhipment: '',
  containers: [],
  validUntil: '',
  observation: '',
};

const ProcessFacts = ({ page }: { page: TForwarderQuotePage }) => {
  const { process } = page;
  const weight = (value: number | null) =>
    value === null ? '—' : `${formatNumber(value, { maximumFractionDigits: 1 })} kg`;
  const facts: [string, string][] = [
    ['Cliente', process.companyName],
    [
      'Modal',
      orDash(process.wayOfTransport ? (WAY_LABEL[process.wayOfTransport] ?? process.wayOfTransport) : null),
    ],
    ['Tipo de embarque', orDash(process.typeOfBoarding)],
    ['Incoterm', orDash(process.incoterm)],
    ['Origem', orDash([process.placeOfLoading, process.originCountry].filter(Boolean).join(', '))],
    ['Destino', orDash(process.destinationPort)],
    ['Prontidão da carga', process.readyDate ? formatDate(process.readyDate) : '—'],
    ['Peso bruto', weight(process.grossWeight)],
    ['Peso líquido', weight(process.netWeight)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const QuoteForm = ({ token, page }: { token: string; page: TForwarderQuotePage }) => {
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TForwarderQuoteInput, unknown, TForwarderQuote>({
    resolver: zodResolver(ZForwarderQuote),
    defaultValues: page.quote ?? EMPTY_QUOTE,
  });
  const send = useSendForwarderQuoteMutation(token, () => setIsSent(true));
  const isReadOnly = !page.isOpen;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit((quote) => send.mutate(quote))(event)}
      aria-labelledby="quote-form-title"
    >
      <h2 id="quote-form-title" className={styles.sectionTitle}>
        {page.quote ? 'Sua cotação' : 'Enviar cotação'}
      </h2>
      {isReadOnly && (
        <p className={styles.notice} role="status">
          {FORWARDER_ROUND_CLOSED}
        </p>
      )}
      <fieldset className={styles.fieldset} disabled={isReadOnly || send.isPending}>
        <FormField id="person" label="Seu nome" isRequired error={errors.person?.message}>
          <input
            className={styles.input}
            autoComplete="name"
            {...fieldA11y('person', errors.person?.message)}
            {...register('person')}
          />
        </FormField>
        <AmountFields register={register} errors={errors} />
        <TermFields register={register} control={control} errors={errors} />
        <ContainerFields register={register} control={control} errors={errors} />
        <FormField id="observation" label="Observação" error={errors.observation?.message}>
          <textarea
            className={styles.textarea}
            maxLength={1000}
            {...fieldA11y('observation', errors.observation?.message)}
            {...register('observation')}
          />
        </FormField>
      </fieldset>
      {send.isError && (
        <p className={styles.formError} role="alert">
          {errorMessage(send.error, 'Não foi possível enviar a cotação. Tente novamente.')}
        </p>
      )}
      {isSent && !send.isPending && (
        <p className={styles.success} role="status">
          Cotação enviada! Você pode alterá-la por este mesmo link até a cotação ser encerrada.
        </p>
      )}
      {!isReadOnly && (
        <button type="submit" className={styles.submit} disabled={send.isPending} aria-busy={send.isPending}>
          {page.quote ? 'SALVAR ALTERAÇÕES' : 'ENVIAR COTAÇÃO'}
        </button>
      )}
    </form>
  );
};

/**
 * ForwardersShippingQuote: a forwarder's link to quote one process, without login. It shows only
 * what a forwarder needs (where, how, when, how heavy) and takes their quotation, editable until
 * the round closes.
 */
export const ForwarderQuotePage = () => {
  const token = useParams().token ?? '';
  const query = useQuery(forwarderQuoteQueryOptions(token));
  const page = query.data?.data;
  const { portalName } = usePortalBranding();

  return (
    <main className={styles.layout}>
      <title>{`${routes.ForwardersShippingQuote.title} | ${portalName}`}</title>
      <div className={styles.column}>
        <div className={styles.brand}>
          <BrandMark className={styles.logo} />
          <span>{portalName}</span>
        </div>
        <section className={styles.card} aria-labelledby="forwarder-quote-title">
          {query.isPending && <p role="status">Carregando…</p>}
          {query.isError && (
            <>
              <h1 id="forwarder-quote-title" className={styles.title}>
                {routes.ForwardersShippingQuote.title}
              </h1>
              <p className={styles.formError} role="alert">
                {errorMessage(query.error, FORWARDER_LINK_INVALID)}
              </p>
            </>
          )}
          {page && (
            <>
              <h1 id="forwarder-quote-title" className={styles.title}>
                Cotação de frete · Processo {page.process.reference}
              </h1>
              <p className={styles.subtitle}>
                {page.forwarderName}: informe os valores e condições do frete. O link vale até{' '}
                {formatDate(page.expiresAt)}.
              </p>
              <ProcessFacts page={page} />
              <QuoteForm token={token} page={page} />
              <ForwarderAttachments token={token} page={page} />
            </>
          )}
        </section>
      </div>
    </main>
  );
};
