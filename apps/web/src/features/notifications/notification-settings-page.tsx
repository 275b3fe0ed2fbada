import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  ZNotificationSettingsUpdate,
  type TNotificationSettingsUpdate,
  type TNotificationSettingsView,
} from '@pc/contract/notifications';
import type { TCompany } from '@pc/contract/company';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { MyDataTabs } from '../../components/my-data-tabs/my-data-tabs.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } from './api/notifications.ts';
import { EmailFields } from './email-fields.tsx';
import { EventsFields } from './notification-events-fields.tsx';
import {
  serverFieldErrors,
  toSettingsForm,
  type TNotificationSettingsForm,
} from './notification-settings-form.ts';
import styles from './notification-settings.module.css';
import { PushDevices } from './push-devices.tsx';
import { QuietHoursFields } from './quiet-hours-fields.tsx';

export const SAVE_FAILED_TEXT = 'Não foi possível salvar as preferências de notificação.';
export const LOAD_SETTINGS_FAILED_TEXT = 'Não foi possível carregar as suas preferências de notificação.';

type TMutedCompaniesProps = {
  control: Control<TNotificationSettingsForm, unknown, TNotificationSettingsUpdate>;
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
        Nada sobre os processos das empresas marcadas aparece no sino, em Notificações, por push ou por
        e-mail.
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

/**
 * The form over the loaded rules; 'Salvar' sends them whole, with the portal's e-mail switch, and
 * says the server's message.
 */
const SettingsForm = ({ initial }: { initial: TNotificationSettingsView }) => {
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
  } = useForm<TNotificationSettingsForm, unknown, TNotificationSettingsUpdate>({
    resolver: zodResolver(ZNotificationSettingsUpdate),
    defaultValues: toSettingsForm(
      initial,
      companies.map((company) => company.id),
    ),
  });
  const isEmailOn = useWatch({ control, name: 'isEmailOn' }) === true;

  const onSubmit = async (settings: TNotificationSettingsUpdate) => {
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
      <EventsFields register={register} errors={errors} isEmailOn={isEmailOn} />
      <EmailFields register={register} errors={errors} isEmailOn={isEmailOn} />
      <QuietHoursFields register={register} errors={errors} saved={initial.quietHours} />
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
 * Meus Dados › Notificações (decision 0115): which events show in the portal, which are pushed to
 * the user's phones and computers and which are sent by e-mail, the portal's e-mail switch and how
 * often e-mail goes, how far an ETA or ETD must move to be news, the quiet hours of push and e-mail,
 * and the companies to hear nothing about; then the devices push goes to, saved apart (each
 * activation or removal is at once, not on 'Salvar').
 */
export const NotificationSettingsPage = () => {
  const settings = useNotificationSettingsQuery();
  return (
    <div className={styles.page}>
      <PageTitle parts={[routes.MyDataNotifications.title, routes.MyData.title]} />
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{routes.MyData.title}</h1>
        <p className={styles.subtitle}>
          Escolha o que aparece no sino do portal e na página de Notificações, e o que chega por push aos seus
          dispositivos e por e-mail.
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
      <PushDevices />
    </div>
  );
};
