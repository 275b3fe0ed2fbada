import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  DATE_SHIFT_DAYS_MAX,
  NOTIFICATION_EVENT_CATALOGUE,
  NOTIFICATION_EVENTS,
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  ZNotificationSettings,
  type TNotificationSettings,
} from '@pc/contract/notifications';
import type { TCompany } from '@pc/contract/company';
import { fieldA11y } from '../../components/form-field/form-field.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { MyDataTabs } from '../../components/my-data-tabs/my-data-tabs.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } from './api/notifications.ts';
import { serverFieldErrors, toSettingsForm } from './notification-settings-form.ts';
import styles from './notification-settings.module.css';

export const SHOW_IN_PORTAL_LABEL = 'Mostrar no portal';
export const DATE_SHIFT_LABEL = 'Avisar quando ETA ou ETD mudar ao menos';
export const SAVE_FAILED_TEXT = 'Não foi possível salvar as preferências de notificação.';
export const LOAD_SETTINGS_FAILED_TEXT = 'Não foi possível carregar as suas preferências de notificação.';

type TEventsFieldsProps = {
  register: UseFormRegister<TNotificationSettings>;
  errors: FieldErrors<TNotificationSettings>;
};

/** Per event, whether it shows in the portal; the date move's row holds its threshold in days. */
const EventsFields = ({ register, errors }: TEventsFieldsProps) => {
  const id = useId();
  const daysId = `${id}-days`;
  const daysError = errors.dateShiftDays?.message;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>O que aparece no sino e em Notificações</legend>
      <ul className={styles.events}>
        {NOTIFICATION_EVENTS.map((event) => (
          <li key={event} className={styles.event}>
            <div className={styles.eventRow}>
              <span className={styles.eventLabel}>{NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
              {/* Named 'Mostrar no portal: <event>': the visible words first (WCAG 2.5.3), then which. */}
              <label className={styles.switchLabel}>
                <Switch {...register(`events.${event}.isInPortal`)} />
                {SHOW_IN_PORTAL_LABEL}
                <span className="visually-hidden">: {NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
              </label>
            </div>
            {event === 'PROCESS_DATE_MOVED' && (
              <div className={styles.days}>
                <label htmlFor={daysId} className={styles.daysLabel}>
                  {DATE_SHIFT_LABEL}
                </label>
                <span className={styles.daysInput}>
                  <input
                    {...fieldA11y(daysId, daysError, true)}
                    {...register('dateShiftDays', { valueAsNumber: true })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={DATE_SHIFT_DAYS_MAX}
                    step={1}
                  />
                  <span aria-hidden="true">dias</span>
                </span>
                <p id={`${daysId}-hint`} className={styles.hint}>
                  De 1 a {DATE_SHIFT_DAYS_MAX} dias. Uma mudança menor não é notificada.
                </p>
                {daysError && (
                  <p id={`${daysId}-error`} className={styles.error}>
                    {daysError}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
};

type TMutedCompaniesProps = {
  control: Control<TNotificationSettings>;
  companies: readonly TCompany[];
  error: string | undefined;
};

/** The user's companies to hear nothing about: a checkbox each, names blurred in presentation mode. */
const MutedCompanies = ({ control, companies, error }: TMutedCompaniesProps) => {
  const id = useId();
  return (
    <fieldset className={styles.card} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.cardTitle}>Empresas silenciadas</legend>
      <p className={styles.hint}>
        Nada sobre os processos das empresas marcadas aparece no sino nem em Notificações.
      </p>
      {companies.length === 0 ? (
        <p className={styles.hint}>Nenhuma empresa está vinculada ao seu usuário.</p>
      ) : (
        <Controller
          control={control}
          name="mutedCompanyIds"
          render={({ field }) => (
            <div className={styles.companies}>
              {companies.map((company) => (
                <label key={company.id} className={styles.check}>
                  {/* 'Silenciar <empresa>' to a screen reader; the legend says it to the eye. */}
                  <input
                    type="checkbox"
                    aria-label={`Silenciar ${company.name}`}
                    checked={field.value.includes(company.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, company.id]
                          : field.value.filter((companyId) => companyId !== company.id),
                      )
                    }
                    onBlur={field.onBlur}
                  />
                  <SensitiveName>{company.name}</SensitiveName>
                </label>
              ))}
            </div>
          )}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
};

/** The form over the loaded rules; 'Salvar' sends them whole and says the server's message. */
const SettingsForm = ({ initial }: { initial: TNotificationSettings }) => {
  const toast = useToast();
  const { companies } = useSession();
  const save = useSaveNotificationSettingsMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TNotificationSettings>({
    resolver: zodResolver(ZNotificationSettings),
    defaultValues: toSettingsForm(
      initial,
      companies.map((company) => company.id),
    ),
  });

  const onSubmit = async (settings: TNotificationSettings) => {
    try {
      const answer = await save.mutateAsync(settings);
      reset(answer.data);
      toast.success(answer.message ?? NOTIFICATION_SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      for (const { field, message } of fieldErrors) setError(field, { message });
      // A refusal on no field of the form is said above the button.
      if (fieldErrors.length === 0)
        setError('root.server', { message: errorMessage(error, SAVE_FAILED_TEXT) });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label="Preferências de notificação"
      noValidate
    >
      <EventsFields register={register} errors={errors} />
      <MutedCompanies control={control} companies={companies} error={errors.mutedCompanyIds?.message} />
      {errors.root?.server?.message && (
        <p className={styles.error} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.save} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </form>
  );
};

/**
 * Meus Dados › Notificações (decision 0115): which events show in the portal, how far an ETA or ETD
 * must move to be news, and the companies to hear nothing about. Only the portal's channel exists.
 */
export const NotificationSettingsPage = () => {
  const settings = useNotificationSettingsQuery();
  return (
    <div className={styles.page}>
      <PageTitle parts={[routes.MyDataNotifications.title, routes.MyData.title]} />
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{routes.MyData.title}</h1>
        <p className={styles.subtitle}>
          Escolha o que aparece no sino do portal e na página de Notificações.
        </p>
        <MyDataTabs />
      </header>
      {settings.isPending && <LoadingOverlay isVisible variant="container" label="Carregando preferências" />}
      {settings.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(settings.error, LOAD_SETTINGS_FAILED_TEXT)}
        </p>
      )}
      {settings.data && <SettingsForm initial={settings.data.data} />}
    </div>
  );
};
