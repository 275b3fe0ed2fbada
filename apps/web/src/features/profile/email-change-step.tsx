import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZEmailChangeConfirmRequest, type TEmailChangeConfirmRequest } from '@pc/contract/auth';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useConfirmEmailChangeMutation } from './api/post-email-change-confirm.ts';
import styles from './my-data-page.module.css';

type TEmailChangeStepProps = {
  newEmail: string;
  onConfirmed: () => void;
};

/**
 * The step after saving a new e-mail: the account's e-mail changes only once the code sent to the
 * new address is typed here (security round 2), so nobody takes an address they cannot read.
 */
export const EmailChangeStep = ({ newEmail, onConfirmed }: TEmailChangeStepProps) => {
  const confirm = useConfirmEmailChangeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TEmailChangeConfirmRequest>({
    resolver: zodResolver(ZEmailChangeConfirmRequest),
    defaultValues: { code: '' },
  });

  const onSubmit = async (form: TEmailChangeConfirmRequest) => {
    try {
      await confirm.mutateAsync(form);
    } catch (error) {
      // Shown under the field, where the user is looking (and read out by its alert).
      return void setError('code', { message: errorMessage(error, 'Não foi possível confirmar o e-mail.') });
    }
    onConfirmed();
  };

  return (
    <form
      className={styles.card}
      aria-labelledby="email-change-title"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      <h2 id="email-change-title" className={styles.cardTitle}>
        Confirme o novo e-mail
      </h2>
      <p className={styles.muted}>
        Enviamos um código de 6 dígitos para <strong>{newEmail}</strong>. Informe-o para concluir a troca; até
        lá, o e-mail da conta continua o mesmo.
      </p>
      <FormField id="email-change-code" label="Código de confirmação" isRequired error={errors.code?.message}>
        <input
          {...fieldA11y('email-change-code', errors.code?.message)}
          {...register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          // The step appears after a save: the user's next action is typing the code.
          autoFocus
        />
      </FormField>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.save}
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
        >
          {confirm.isPending ? 'Confirmando…' : 'Confirmar e-mail'}
        </button>
      </div>
    </form>
  );
};
