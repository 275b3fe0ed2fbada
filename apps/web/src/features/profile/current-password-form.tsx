import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZCurrentPasswordRequest, type TCurrentPasswordRequest } from '@pc/contract/second-factor';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import styles from './security-card.module.css';
import { DialogFormActions } from './security-dialog.tsx';

type TCurrentPasswordFormProps = {
  id: string;
  confirmLabel: string;
  isPending: boolean;
  /** Resolves when the change was made; a rejection is shown in the form (the server's message). */
  onConfirm: (currentPassword: string) => Promise<void>;
  onCancel: () => void;
};

/** "Senha atual" for a sensitive change (turning the second factor off, new recovery codes). */
export const CurrentPasswordForm = ({
  id,
  confirmLabel,
  isPending,
  onConfirm,
  onCancel,
}: TCurrentPasswordFormProps) => {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TCurrentPasswordRequest>({
    resolver: zodResolver(ZCurrentPasswordRequest),
    defaultValues: { currentPassword: '' },
  });
  const fieldId = `${id}-current-password`;
  const error = errors.currentPassword?.message;

  const onSubmit = async ({ currentPassword }: TCurrentPasswordRequest) => {
    setFailure(null);
    try {
      await onConfirm(currentPassword);
    } catch (caught) {
      setFailure(errorMessage(caught, 'Não foi possível concluir. Tente novamente.'));
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <FormField id={fieldId} label="Senha atual" isRequired error={error}>
        <input
          {...fieldA11y(fieldId, error)}
          {...register('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      <DialogFormActions confirmLabel={confirmLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
};
