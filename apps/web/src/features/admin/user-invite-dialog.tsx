import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import {
  ADMIN_USER_CUSTOMER_COMPANIES_MESSAGE,
  ADMIN_USER_EMAIL_MAX,
  ADMIN_USER_NAME_MAX,
  USER_ROLE_LABELS,
} from '@pc/contract/admin-users';
import { ZUserRole, type TUserRole } from '@pc/contract/user';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useInviteUserMutation } from './api/admin-users.ts';
import { CompanyMultiPicker, type TPickedCompany } from './company-picker.tsx';
import styles from './users.module.css';

export const INVITE_USER_LABEL = 'CONVIDAR USUÁRIO';
export const INVITE_NAME_REQUIRED = 'Informe o nome.';
export const INVITE_EMAIL_INVALID = 'Informe um e-mail válido.';
const INVITE_FAILED_MESSAGE = 'Não foi possível enviar o convite.';

export const invitationSentMessage = (email: string): string => `Convite enviado para ${email}.`;

type TErrors = { name?: string; email?: string; companies?: string };

const validate = (name: string, email: string, role: TUserRole, companies: readonly TPickedCompany[]) => ({
  ...(name.trim() ? {} : { name: INVITE_NAME_REQUIRED }),
  ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? {} : { email: INVITE_EMAIL_INVALID }),
  ...(role === 'CUSTOMER' && companies.length === 0
    ? { companies: ADMIN_USER_CUSTOMER_COMPANIES_MESSAGE }
    : {}),
});

const InviteForm = ({ onDone }: { onDone: () => void }) => {
  const ids = { name: useId(), email: useId(), role: useId(), companies: useId() };
  const toast = useToast();
  const invite = useInviteUserMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TUserRole>('CUSTOMER');
  const [companies, setCompanies] = useState<TPickedCompany[]>([]);
  const [errors, setErrors] = useState<TErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: TErrors = validate(name, email, role, companies);
    setErrors(next);
    if (next.name || next.email || next.companies) return;
    invite.mutate(
      { name: name.trim(), email: email.trim(), role, companyIds: companies.map((company) => company.id) },
      {
        onSuccess: ({ data }) => {
          toast.success(invitationSentMessage(data.email));
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormField id={ids.name} label="Nome" isRequired error={errors.name}>
        <input
          {...fieldA11y(ids.name, errors.name)}
          className={styles.input}
          value={name}
          maxLength={ADMIN_USER_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField id={ids.email} label="E-mail" isRequired error={errors.email}>
        <input
          {...fieldA11y(ids.email, errors.email)}
          type="email"
          className={styles.input}
          value={email}
          maxLength={ADMIN_USER_EMAIL_MAX}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id={ids.role} label="Papel" isRequired>
        <select
          id={ids.role}
          className={styles.select}
          value={role}
          onChange={(event) => setRole(event.target.value as TUserRole)}
        >
          {ZUserRole.options.map((option) => (
            <option key={option} value={option}>
              {USER_ROLE_LABELS[option]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.companies}
        label="Empresas"
        isRequired={role === 'CUSTOMER'}
        error={errors.companies}
      >
        <CompanyMultiPicker id={ids.companies} value={companies} onChange={setCompanies} />
      </FormField>
      {invite.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(invite.error, INVITE_FAILED_MESSAGE)}
        </p>
      )}
      <div className={dialog.actions}>
        <Dialog.Close asChild>
          <button type="button" className={`${dialog.button} ${dialog.secondary}`}>
            Cancelar
          </button>
        </Dialog.Close>
        <button type="submit" className={`${dialog.button} ${dialog.primary}`} disabled={invite.isPending}>
          Enviar convite
        </button>
      </div>
    </form>
  );
};

/** Back-office: an admin invites a person; the server e-mails them a link to create the password. */
export const UserInviteDialog = () => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={styles.newButton}>
          {INVITE_USER_LABEL}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.dialog}`} aria-describedby={undefined}>
          <Dialog.Title className={dialog.title}>Convidar usuário</Dialog.Title>
          {isOpen && <InviteForm onDone={() => setIsOpen(false)} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
