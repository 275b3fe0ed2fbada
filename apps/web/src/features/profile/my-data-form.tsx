import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ZWeekday } from '@pc/contract/primitives';
import type { TCredential } from '@pc/contract/user';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { invalidateCurrentUser } from '../../lib/current-user-key.ts';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { logout } from '../../lib/session.ts';
import { useUpdateProfileMutation } from './api/patch-update-profile.ts';
import { EmailChangeStep } from './email-change-step.tsx';
import styles from './my-data-page.module.css';
import {
  profileOutcome,
  toMyDataForm,
  toUpdateProfileRequest,
  WEEKDAY_LABELS,
  needsCurrentPassword,
  NEW_PASSWORD_HINT,
  ZMyDataForm,
  type TMyDataForm,
} from './schemas.ts';

/** Spec part 1 §4, §9: logout 3 s after a password or e-mail change. */
export const LOGOUT_DELAY_MS = 3000;
export const PASSWORD_CHANGED_MESSAGE =
  'Sua senha foi alterada com sucesso, você redirecionado para a página de login';
export const EMAIL_CHANGED_MESSAGE =
  'Seu email foi alterado com sucesso, você será redirecionado para a página de login';
export const DATA_CHANGED_MESSAGE = 'Dados alterados com sucesso!';

type TMyDataFormProps = { user: TCredential };

type TAccessFieldsProps = {
  register: UseFormRegister<TMyDataForm>;
  errors: FieldErrors<TMyDataForm>;
  isDisabled: boolean;
  isChangingPassword: boolean;
  isAskingCurrentPassword: boolean;
};

/** Name, e-mail and the password change; the current password when either needs it. */
const AccessFields = ({
  register,
  errors,
  isDisabled,
  isChangingPassword,
  isAskingCurrentPassword,
}: TAccessFieldsProps) => (
  <fieldset className={styles.card} disabled={isDisabled}>
    <legend className={styles.cardTitle}>Dados de acesso</legend>
    <div className={styles.grid}>
      <FormField id="my-data-name" label="Nome" isRequired error={errors.name?.message}>
        <input
          {...fieldA11y('my-data-name', errors.name?.message)}
          {...register('name')}
          autoComplete="name"
          required
        />
      </FormField>
      <FormField id="my-data-email" label="E-mail" isRequired error={errors.email?.message}>
        <input
          {...fieldA11y('my-data-email', errors.email?.message)}
          {...register('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </FormField>
    </div>
    <label className={styles.check}>
      <input type="checkbox" {...register('isChangingPassword')} />
      Alterar senha
    </label>
    {isChangingPassword && (
      <div className={styles.grid}>
        <FormField
          id="my-data-password"
          label="Nova senha"
          isRequired
          error={errors.password?.message}
          hint={NEW_PASSWORD_HINT}
        >
          <input
            {...fieldA11y('my-data-password', errors.password?.message)}
            {...register('password')}
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <FormField
          id="my-data-repeated-password"
          label="Repita a nova senha"
          isRequired
          error={errors.repeatedPassword?.message}
        >
          <input
            {...fieldA11y('my-data-repeated-password', errors.repeatedPassword?.message)}
            {...register('repeatedPassword')}
            type="password"
            autoComplete="new-password"
          />
        </FormField>
      </div>
    )}
    {isAskingCurrentPassword && (
      <div className={styles.grid}>
        <FormField
          id="my-data-current-password"
          label="Senha atual"
          isRequired
          error={errors.currentPassword?.message}
        >
          <input
            {...fieldA11y('my-data-current-password', errors.currentPassword?.message)}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        </FormField>
      </div>
    )}
  </fieldset>
);

type TFollowUpFieldsProps = {
  register: UseFormRegister<TMyDataForm>;
  isDisabled: boolean;
  isFollowUpOn: boolean;
  isSyntheticOn: boolean;
};

/** Follow-up by e-mail: on or off, its kinds and the synthetic one's weekday. */
const FollowUpFields = ({ register, isDisabled, isFollowUpOn, isSyntheticOn }: TFollowUpFieldsProps) => (
  <fieldset className={styles.card} disabled={isDisabled}>
    <legend className={styles.cardTitle}>Follow-up por e-mail</legend>
    <label className={styles.switch}>
      <input type="checkbox" role="switch" className={styles.switchInput} {...register('followUP')} />
      <span className={styles.switchTrack} aria-hidden="true" />
      Receber follow-up
    </label>
    <p className={styles.muted}>
      Analítico: um e-mail por processo quando a etapa, o canal ou uma data do processo muda. Sintético: um
      resumo semanal, às 7h (horário de Brasília), no dia escolhido.
    </p>
    {/* The kinds and the weekday mean nothing while follow-up is off: kept, but not editable. */}
    <div className={styles.checks}>
      <label className={styles.check}>
        <input type="checkbox" disabled={!isFollowUpOn} {...register('followUPAnalytical')} />
        Follow-up analítico
      </label>
      <label className={styles.check}>
        <input type="checkbox" disabled={!isFollowUpOn} {...register('followUPSynthetic')} />
        Follow-up sintético
      </label>
    </div>
    <div className={styles.weekday}>
      <FormField id="my-data-weekday" label="Dia da semana do follow-up sintético">
        <select
          id="my-data-weekday"
          disabled={!isFollowUpOn || !isSyntheticOn}
          {...register('followUPSyntheticWeekday')}
        >
          <option value="">Não definido</option>
          {ZWeekday.options.map((weekday) => (
            <option key={weekday} value={weekday}>
              {WEEKDAY_LABELS[weekday]}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  </fieldset>
);

export const MyDataForm = ({ user }: TMyDataFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateProfileMutation();
  const [isLeaving, setIsLeaving] = useState(false);
  /** The new e-mail waiting for its code (security round 2); the account keeps the old one until then. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TMyDataForm>({ resolver: zodResolver(ZMyDataForm), defaultValues: toMyDataForm(user) });
  const isChangingPassword = useWatch({ control, name: 'isChangingPassword' });
  const email = useWatch({ control, name: 'email' });
  const isFollowUpOn = useWatch({ control, name: 'followUP' });
  const isSyntheticOn = useWatch({ control, name: 'followUPSynthetic' });
  const isAskingCurrentPassword = needsCurrentPassword({
    isChangingPassword,
    email,
    initialEmail: user.email,
  });

  const leaveAfter = (message: string) => {
    toast.success(message);
    setIsLeaving(true);
    // Not tied to this screen: the old credentials are no longer valid wherever the user goes.
    setTimeout(logout, LOGOUT_DELAY_MS);
  };

  const onSubmit = async (form: TMyDataForm) => {
    let answer: { message: string };
    try {
      answer = await update.mutateAsync(toUpdateProfileRequest(user.id, form));
    } catch (error) {
      return void toast.error(errorMessage(error, 'Não foi possível alterar os dados.'));
    }
    const outcome = profileOutcome(user, form);
    if (form.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
      // The server sent a code to the new address: the e-mail changes (and the spec's sign-out
      // follows) only once it is confirmed in the step below.
      toast.success(answer.message);
      return void setPendingEmail(form.email.trim().toLowerCase());
    }
    if (outcome === 'data-changed') {
      toast.success(DATA_CHANGED_MESSAGE);
      // GET /credential again; the stored user updates and the form remounts with it.
      return void invalidateCurrentUser(queryClient);
    }
    leaveAfter(PASSWORD_CHANGED_MESSAGE);
  };

  const onEmailConfirmed = () => {
    void invalidateCurrentUser(queryClient);
    leaveAfter(EMAIL_CHANGED_MESSAGE);
  };

  const isBusy = update.isPending || isLeaving;

  if (pendingEmail !== null && !isLeaving) {
    return <EmailChangeStep newEmail={pendingEmail} onConfirmed={onEmailConfirmed} />;
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label="Meus Dados"
      noValidate
    >
      <AccessFields
        register={register}
        errors={errors}
        isDisabled={isLeaving}
        isChangingPassword={isChangingPassword}
        isAskingCurrentPassword={isAskingCurrentPassword}
      />

      <FollowUpFields
        register={register}
        isDisabled={isLeaving}
        isFollowUpOn={isFollowUpOn}
        isSyntheticOn={isSyntheticOn}
      />

      <div className={styles.actions}>
        <button type="submit" className={styles.save} disabled={isBusy} aria-busy={update.isPending}>
          {update.isPending ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </form>
  );
};
