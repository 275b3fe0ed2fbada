import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { SERVICE_CLIENT_NAME_MAX, type TCreateServiceClientResponse } from '@pc/contract/admin-clients';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useCreateServiceClientMutation } from './api/admin-clients.ts';
import { CompanyMultiPicker, type TPickedCompany } from './company-picker.tsx';
import styles from './integrations.module.css';

export const NEW_CLIENT_LABEL = 'NOVO CLIENTE DE INTEGRAÇÃO';
export const SECRET_WARNING = 'Guarde o segredo agora: ele não será mostrado de novo.';
export const ALL_COMPANIES_LABEL = 'Todas as empresas';
export const NAME_REQUIRED_MESSAGE = 'Informe o nome do cliente.';
export const COMPANIES_REQUIRED_MESSAGE = 'Escolha ao menos uma empresa, ou marque Todas as empresas.';
export const SECRET_COPIED_MESSAGE = 'Segredo copiado.';
const CREATE_FAILED_MESSAGE = 'Não foi possível criar o cliente de integração.';

type TFormErrors = { name?: string; companies?: string };

const CreatedCredentials = ({ created }: { created: TCreateServiceClientResponse }) => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(SECRET_COPIED_MESSAGE);
    } catch {
      toast.error('Não foi possível copiar: selecione o segredo e copie-o.');
    }
  };
  return (
    <>
      <p className={styles.warning} role="alert">
        {SECRET_WARNING}
      </p>
      <dl className={styles.credentials}>
        <dt>client_id</dt>
        <dd className={styles.mono}>{created.data.clientId}</dd>
        <dt>client_secret</dt>
        <dd className={styles.mono} data-testid="client-secret">
          {created.secret}
        </dd>
      </dl>
      <div className={dialog.actions}>
        <button type="button" className={`${dialog.button} ${dialog.secondary}`} onClick={() => void copy()}>
          Copiar
        </button>
        <Dialog.Close asChild>
          <button type="button" className={`${dialog.button} ${dialog.primary}`}>
            Concluir
          </button>
        </Dialog.Close>
      </div>
    </>
  );
};

const ClientForm = ({ onCreated }: { onCreated: (created: TCreateServiceClientResponse) => void }) => {
  const nameId = useId();
  const companiesId = useId();
  const [name, setName] = useState('');
  const [isAllCompanies, setIsAllCompanies] = useState(true);
  const [companies, setCompanies] = useState<TPickedCompany[]>([]);
  const [errors, setErrors] = useState<TFormErrors>({});
  const create = useCreateServiceClientMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: TFormErrors = {
      ...(name.trim() ? {} : { name: NAME_REQUIRED_MESSAGE }),
      ...(!isAllCompanies && companies.length === 0 ? { companies: COMPANIES_REQUIRED_MESSAGE } : {}),
    };
    setErrors(next);
    if (next.name || next.companies) return;
    create.mutate(
      { name: name.trim(), companyIds: isAllCompanies ? null : companies.map((company) => company.id) },
      { onSuccess: onCreated },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormField id={nameId} label="Nome" isRequired error={errors.name}>
        <input
          {...fieldA11y(nameId, errors.name)}
          className={styles.input}
          value={name}
          maxLength={SERVICE_CLIENT_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={isAllCompanies}
          onChange={(event) => setIsAllCompanies(event.target.checked)}
        />
        {ALL_COMPANIES_LABEL}
      </label>
      {!isAllCompanies && (
        <FormField id={companiesId} label="Empresas" isRequired error={errors.companies}>
          <CompanyMultiPicker id={companiesId} value={companies} onChange={setCompanies} />
        </FormField>
      )}
      {create.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error, CREATE_FAILED_MESSAGE)}
        </p>
      )}
      <div className={dialog.actions}>
        <Dialog.Close asChild>
          <button type="button" className={`${dialog.button} ${dialog.secondary}`}>
            Cancelar
          </button>
        </Dialog.Close>
        <button type="submit" className={`${dialog.button} ${dialog.primary}`} disabled={create.isPending}>
          Criar
        </button>
      </div>
    </form>
  );
};

/** Back-office Integrações: an admin creates a service client; its secret is shown here once. */
export const ServiceClientDialog = () => {
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<TCreateServiceClientResponse | null>(null);
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(isNowOpen) => {
        setIsOpen(isNowOpen);
        // The secret leaves the page with the dialog: it is never shown again.
        if (!isNowOpen) setCreated(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={styles.newButton}>
          {NEW_CLIENT_LABEL}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.dialog}`} aria-describedby={undefined}>
          <Dialog.Title className={dialog.title}>
            {created ? `Cliente "${created.data.name}" criado` : 'Novo cliente de integração'}
          </Dialog.Title>
          {created ? <CreatedCredentials created={created} /> : <ClientForm onCreated={setCreated} />}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
