import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PASSKEY_ADDED_MESSAGE,
  ZCurrentPasswordRequest,
  ZPasskeyRegistrationRequest,
  type TPasskey,
} from '@pc/contract/second-factor';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import {
  isWebAuthnAvailable,
  passkeyFailureMessage,
  PASSKEY_UNSUPPORTED_MESSAGE,
} from '../../components/second-factor/webauthn.ts';
import { useToast } from '../../hooks/use-toast.ts';
import { formatDate } from '../../lib/format.ts';
import { usePasskeyMutations } from './api/second-factor.ts';
import { CurrentPasswordForm } from './current-password-form.tsx';
import pageStyles from './my-data-page.module.css';
import styles from './security-card.module.css';
import { DialogFormActions, SecurityDialog } from './security-dialog.tsx';

export const PASSKEY_NAME_LABEL = 'Nome da chave de acesso';
const ADD_FAILED_MESSAGE = 'Não foi possível cadastrar a chave de acesso. Tente novamente.';

/** The name, and the current password the registration options ask for. */
const ZAddPasskeyForm = ZPasskeyRegistrationRequest.pick({ name: true }).extend(
  ZCurrentPasswordRequest.shape,
);
type TAddPasskeyForm = { name: string; currentPassword: string };

/** 'Chave de acesso 05/03/2026': a name the user may keep, or change to the device's. */
export const defaultPasskeyName = (today: Date): string => `Chave de acesso ${formatDate(today)}`;

type TAddPasskeyFormProps = {
  add: ReturnType<typeof usePasskeyMutations>['add'];
  onAdded: (message: string) => void;
  onCancel: () => void;
};

/**
 * The name and the current password, then the browser's passkey prompt (registration options →
 * startRegistration → POST).
 */
const AddPasskeyForm = ({ add, onAdded, onCancel }: TAddPasskeyFormProps) => {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TAddPasskeyForm>({
    resolver: zodResolver(ZAddPasskeyForm),
    defaultValues: { name: defaultPasskeyName(new Date()), currentPassword: '' },
  });
  const error = errors.name?.message;
  const passwordError = errors.currentPassword?.message;

  const onSubmit = async (form: TAddPasskeyForm) => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync(form);
      onAdded(answer.message ?? PASSKEY_ADDED_MESSAGE);
    } catch (caught) {
      setFailure(passkeyFailureMessage(caught, ADD_FAILED_MESSAGE));
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <FormField
        id="passkey-name"
        label={PASSKEY_NAME_LABEL}
        isRequired
        error={error}
        hint="Um nome que ajude a reconhecê-la depois, como o do aparelho."
      >
        <input {...fieldA11y('passkey-name', error, true)} {...register('name')} maxLength={60} required />
      </FormField>
      <FormField id="passkey-current-password" label="Senha atual" isRequired error={passwordError}>
        <input
          {...fieldA11y('passkey-current-password', passwordError)}
          {...register('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      <DialogFormActions confirmLabel="CONFIRMAR" isPending={add.isPending} onCancel={onCancel} />
    </form>
  );
};

const PasskeyItem = ({ passkey, onRemove }: { passkey: TPasskey; onRemove: () => void }) => (
  <li className={styles.passkey}>
    <div className={styles.passkeyText}>
      <span className={styles.passkeyName}>{passkey.name}</span>
      <span className={styles.muted}>Criada em {formatDate(passkey.created)}</span>
      <span className={styles.muted}>
        {passkey.lastUsedAt ? `Último uso ${formatDate(passkey.lastUsedAt)}` : 'Nunca usada'}
      </span>
    </div>
    <button
      type="button"
      className={pageStyles.linkButton}
      aria-label={`Remover a chave de acesso ${passkey.name}`}
      onClick={onRemove}
    >
      Remover
    </button>
  </li>
);

/** "Chaves de acesso": the user's passkeys, adding one and removing one. */
export const PasskeysSection = ({ passkeys }: { passkeys: readonly TPasskey[] }) => {
  const toast = useToast();
  const { add, remove } = usePasskeyMutations();
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<TPasskey | null>(null);

  // A refusal (wrong password, the admin's rule) rejects, and the form shows it in the dialog.
  const confirmRemoval = async (passkey: TPasskey, currentPassword: string) => {
    const answer = await remove.mutateAsync({ id: passkey.id, currentPassword });
    toast.success(answer.message);
    setRemoving(null);
  };

  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>Chaves de acesso</h3>
      <p className={styles.muted}>
        Entre sem digitar a senha, com a biometria, o PIN ou a chave de segurança do seu aparelho.
      </p>
      {passkeys.length === 0 ? (
        <p className={styles.muted}>Nenhuma chave de acesso cadastrada.</p>
      ) : (
        <ul className={styles.passkeys} aria-label="Chaves de acesso cadastradas">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {isWebAuthnAvailable() ? (
          <button type="button" className={pageStyles.secondaryButton} onClick={() => setIsAdding(true)}>
            ADICIONAR CHAVE DE ACESSO
          </button>
        ) : (
          <p className={styles.muted}>{PASSKEY_UNSUPPORTED_MESSAGE}</p>
        )}
      </div>
      <SecurityDialog
        isOpen={isAdding}
        title="Adicionar chave de acesso"
        description="Confirme com a sua senha; depois, o aparelho pede a biometria, o PIN ou a chave de segurança."
        onClose={() => setIsAdding(false)}
      >
        <AddPasskeyForm
          add={add}
          onAdded={(message) => {
            setIsAdding(false);
            toast.success(message);
          }}
          onCancel={() => setIsAdding(false)}
        />
      </SecurityDialog>
      <SecurityDialog
        isOpen={removing !== null}
        title="Remover a chave de acesso?"
        description={`"${removing?.name ?? ''}" deixará de entrar no portal. Se quiser, apague-a também do aparelho ou do gerenciador de senhas. Confirme com a sua senha.`}
        onClose={() => setRemoving(null)}
      >
        {removing && (
          <CurrentPasswordForm
            id="remove-passkey"
            confirmLabel="Remover"
            isPending={remove.isPending}
            onConfirm={(currentPassword) => confirmRemoval(removing, currentPassword)}
            onCancel={() => setRemoving(null)}
          />
        )}
      </SecurityDialog>
    </div>
  );
};
