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
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { useParams } from 'react-router';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { forwarderQuoteQueryOptions } from './api/get-forwarder-quote.ts';
import { useSendForwarderQuoteMutation } from './api/put-forwarder-quote.ts';
import { ForwarderAttachments } from './forwarder-attachments.tsx';
import { createForwarderI18n, type TForwarderI18n } from './i18n/forwarder-i18n.ts';
import { useForwarderTexts } from './i18n/use-forwarder-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { AmountFields, ContainerFields, TermFields } from './quote-form-fields.tsx';
import styles from './forwarder-quote-page.module.css';
import { BrandMark } from '../../components/brand-mark/brand-mark.tsx';
import { setPageLanguage, type TCookieNoticeTexts, type TPageLanguage } from '../../lib/page-language.ts';
import { usePortalBranding } from '../../lib/portal-branding.ts';

const WAYS = new Set(['AEREA', 'MARITIMA', 'RODOVIARIA']);

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
  const { t, formatDay, formatWeight } = useForwarderTexts();
  const { process } = page;
  const way = process.wayOfTransport;
  const facts: [string, string][] = [
    [t('facts.customer'), process.companyName],
    [t('facts.mode'), orDash(way && WAYS.has(way) ? t(`ways.${way}`) : way)],
    [t('facts.boarding'), orDash(process.typeOfBoarding)],
    [t('facts.incoterm'), orDash(process.incoterm)],
    [t('facts.origin'), orDash([process.placeOfLoading, process.originCountry].filter(Boolean).join(', '))],
    [t('facts.destination'), orDash(process.destinationPort)],
    [t('facts.ready'), process.readyDate ? formatDay(process.readyDate) : '—'],
    [t('facts.grossWeight'), formatWeight(process.grossWeight)],
    [t('facts.netWeight'), formatWeight(process.netWeight)],
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
  const { t, message, fieldError, serverMessage } = useForwarderTexts();
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
        {page.quote ? t('form.yourQuote') : t('form.sendQuote')}
      </h2>
      {isReadOnly && (
        <p className={styles.notice} role="status">
          {message(FORWARDER_ROUND_CLOSED)}
        </p>
      )}
      <fieldset className={styles.fieldset} disabled={isReadOnly || send.isPending}>
        <FormField id="person" label={t('form.person')} isRequired error={fieldError(errors.person)}>
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
        <FormField id="observation" label={t('form.observation')} error={fieldError(errors.observation)}>
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
          {serverMessage(send.error, t('form.sendFailed'))}
        </p>
      )}
      {isSent && !send.isPending && (
        <p className={styles.success} role="status">
          {t('form.sent')}
        </p>
      )}
      {!isReadOnly && (
        <button type="submit" className={styles.submit} disabled={send.isPending} aria-busy={send.isPending}>
          {page.quote ? t('form.save') : t('form.send')}
        </button>
      )}
    </form>
  );
};

/** The page's <html lang> and cookie notice follow its language; Portuguese again on leaving. */
const useDocumentLanguage = (language: TPageLanguage, cookieNotice: TCookieNoticeTexts) => {
  const { label, text, accept } = cookieNotice;
  useEffect(() => {
    setPageLanguage({ language, cookieNotice: language === 'pt-BR' ? null : { label, text, accept } });
    return () => setPageLanguage();
  }, [language, label, text, accept]);
};

const ForwarderQuoteContent = ({ forwarder }: { forwarder: TForwarderI18n }) => {
  const token = useParams().token ?? '';
  const query = useQuery(forwarderQuoteQueryOptions(token));
  const page = query.data?.data;
  const { portalName } = usePortalBranding();
  const { t, language, message, formatDay, serverMessage } = useForwarderTexts();
  useDocumentLanguage(language, {
    label: t('cookieNotice.label'),
    text: t('cookieNotice.text'),
    accept: t('cookieNotice.accept'),
  });
  const invitationLanguage = page?.language;
  useEffect(() => {
    if (invitationLanguage) forwarder.setInvitationLanguage(invitationLanguage);
  }, [forwarder, invitationLanguage]);

  return (
    <main className={styles.layout}>
      <title>{`${t('title')} | ${portalName}`}</title>
      <div className={styles.column}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <BrandMark className={styles.logo} />
            <span>{portalName}</span>
          </div>
          <LanguageSwitch onChoose={(chosen) => void forwarder.chooseLanguage(chosen)} />
        </div>
        <section className={styles.card} aria-labelledby="forwarder-quote-title">
          {query.isPending && <p role="status">{t('loading')}</p>}
          {query.isError && (
            <>
              <h1 id="forwarder-quote-title" className={styles.title}>
                {t('title')}
              </h1>
              <p className={styles.formError} role="alert">
                {serverMessage(query.error, message(FORWARDER_LINK_INVALID))}
              </p>
            </>
          )}
          {page && (
            <>
              <h1 id="forwarder-quote-title" className={styles.title}>
                {t('heading', { reference: page.process.reference })}
              </h1>
              <p className={styles.subtitle}>
                {t('subtitle', { forwarderName: page.forwarderName, until: formatDay(page.expiresAt) })}
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

/**
 * ForwardersShippingQuote: a forwarder's link to quote one process, without login. It shows only
 * what a forwarder needs (where, how, when, how heavy) and takes their quotation, editable until
 * the round closes; in Portuguese, English or Spanish (decision 0103).
 */
export const ForwarderQuotePage = () => {
  const [forwarder] = useState(createForwarderI18n);
  return (
    <I18nextProvider i18n={forwarder.i18n}>
      <ForwarderQuoteContent forwarder={forwarder} />
    </I18nextProvider>
  );
};
