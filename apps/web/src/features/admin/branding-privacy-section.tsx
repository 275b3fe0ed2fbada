import { useId, useState, type FormEvent } from 'react';
import { PRIVACY_CONTACT_MAX, type TPrivacyContacts } from '@pc/contract/privacy';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { usePrivacyContactsQuery, useSavePrivacyContactsMutation } from './api/admin-branding-privacy.ts';
import adminStyles from './admin.module.css';
import styles from './branding-page.module.css';

export const PRIVACY_CONTACTS_SAVED_MESSAGE = 'Controlador e encarregado salvos.';

const FIELDS: readonly { key: keyof TPrivacyContacts; label: string; hint: string }[] = [
  { key: 'controllerName', label: 'Controlador', hint: 'A empresa responsável pelos dados (razão social).' },
  { key: 'controllerContact', label: 'Contato do controlador', hint: 'E-mail, telefone ou endereço.' },
  { key: 'dpoName', label: 'Encarregado (DPO)', hint: 'A pessoa ou empresa que atende os titulares.' },
  {
    key: 'dpoContact',
    label: 'Contato do encarregado',
    hint: 'O canal que os titulares usam (LGPD, art. 41).',
  },
];

type TForm = Record<keyof TPrivacyContacts, string>;

const toForm = (contacts: TPrivacyContacts): TForm => ({
  controllerName: contacts.controllerName ?? '',
  controllerContact: contacts.controllerContact ?? '',
  dpoName: contacts.dpoName ?? '',
  dpoContact: contacts.dpoContact ?? '',
});

const toBody = (form: TForm): TPrivacyContacts => ({
  controllerName: form.controllerName.trim() || null,
  controllerContact: form.controllerContact.trim() || null,
  dpoName: form.dpoName.trim() || null,
  dpoContact: form.dpoContact.trim() || null,
});

const ContactsForm = ({ contacts, canEdit }: { contacts: TPrivacyContacts; canEdit: boolean }) => {
  const id = useId();
  const toast = useToast();
  const save = useSavePrivacyContactsMutation();
  const [form, setForm] = useState<TForm>(() => toForm(contacts));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toBody(form), { onSuccess: () => toast.success(PRIVACY_CONTACTS_SAVED_MESSAGE) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={adminStyles.panelTitle}>
        Privacidade (LGPD)
      </h3>
      <p className={adminStyles.panelText}>
        Quem o aviso de privacidade público (/privacidade) nomeia como controlador e encarregado dos dados.
      </p>
      {FIELDS.map(({ key, label, hint }) => (
        <FormField key={key} id={`${id}-${key}`} label={label} hint={hint}>
          <input
            {...fieldA11y(`${id}-${key}`, undefined, true)}
            value={form[key]}
            maxLength={PRIVACY_CONTACT_MAX}
            disabled={!canEdit}
            onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
          />
        </FormField>
      ))}
      {save.isError && (
        <p className={adminStyles.error} role="alert">
          {errorMessage(save.error, 'Não foi possível salvar o controlador e o encarregado.')}
        </p>
      )}
      {canEdit && (
        <div>
          <button type="submit" className={adminStyles.primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Gravando…' : 'Atualizar aviso de privacidade'}
          </button>
        </div>
      )}
    </form>
  );
};

/** Identidade visual's LGPD part: the controller and the DPO, saved apart from the look. */
export const BrandingPrivacySection = ({ canEdit }: { canEdit: boolean }) => {
  const contacts = usePrivacyContactsQuery();
  if (contacts.isPending) return null;
  if (contacts.isError) {
    return (
      <p className={adminStyles.error} role="alert">
        {errorMessage(contacts.error, 'Não foi possível carregar o controlador e o encarregado.')}
      </p>
    );
  }
  return <ContactsForm contacts={contacts.data.data} canEdit={canEdit} />;
};
