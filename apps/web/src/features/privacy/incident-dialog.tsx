import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { INCIDENT_TEXT_MAX, type TPrivacyIncident } from '@pc/contract/privacy';
import { DateInput } from '../../components/date-input/date-input.tsx';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import dialogForm from '../../components/dialog/dialog-form.module.css';
import { DialogSubmitActions } from '../../components/dialog/dialog-submit-actions.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSaveIncidentMutation } from './api/privacy.ts';
import {
  EMPTY_INCIDENT_FORM,
  incidentFormOf,
  readIncidentForm,
  type TIncidentForm,
  type TIncidentFormErrors,
} from './incident-form.ts';
import styles from './privacy.module.css';

/** null: closed; 'new': an empty form; an incident: its form, to change. */
export type TIncidentEditing = 'new' | TPrivacyIncident | null;

const TEXT_FIELDS: readonly { key: keyof TIncidentForm; label: string; hint?: string }[] = [
  { key: 'nature', label: 'Natureza do incidente', hint: 'O que aconteceu e como.' },
  { key: 'dataAffected', label: 'Dados afetados' },
  { key: 'peopleAffected', label: 'Titulares afetados', hint: 'Quem (clientes, usuários, funcionários).' },
  { key: 'measures', label: 'Medidas adotadas', hint: 'Para conter, reverter ou reduzir os efeitos.' },
];

const DATE_FIELDS: readonly { key: keyof TIncidentForm; label: string; isRequired: boolean }[] = [
  { key: 'occurredOn', label: 'Data do incidente', isRequired: true },
  { key: 'knownOn', label: 'Data do conhecimento', isRequired: true },
  { key: 'anpdNotifiedOn', label: 'Comunicado à ANPD em', isRequired: false },
  { key: 'peopleNotifiedOn', label: 'Comunicado aos titulares em', isRequired: false },
];

const IncidentForm = ({ incident, onDone }: { incident: TPrivacyIncident | null; onDone: () => void }) => {
  const id = useId();
  const toast = useToast();
  const save = useSaveIncidentMutation();
  const [form, setForm] = useState<TIncidentForm>(incident ? incidentFormOf(incident) : EMPTY_INCIDENT_FORM);
  const [errors, setErrors] = useState<TIncidentFormErrors>({});
  const set = (key: keyof TIncidentForm, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readIncidentForm(form);
    setErrors(reading.errors ?? {});
    if (!reading.body) return;
    save.mutate(
      { id: incident?.id ?? null, body: reading.body },
      {
        onSuccess: () => {
          toast.success(incident ? 'Incidente alterado.' : 'Incidente registrado.');
          onDone();
        },
      },
    );
  };

  const field = (
    key: keyof TIncidentForm,
    label: string,
    isRequired: boolean,
    control: ReactNode,
    hint?: string,
  ) => (
    <FormField id={`${id}-${key}`} label={label} isRequired={isRequired} error={errors[key]} hint={hint}>
      {control}
    </FormField>
  );

  return (
    <form className={dialogForm.form} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        {DATE_FIELDS.map(({ key, label, isRequired }) => (
          <div key={key}>
            {field(
              key,
              label,
              isRequired,
              <DateInput
                {...fieldA11y(`${id}-${key}`, errors[key])}
                value={form[key]}
                onValueChange={(text) => set(key, text)}
              />,
            )}
          </div>
        ))}
        {TEXT_FIELDS.map(({ key, label, hint }) => (
          <div key={key} className={styles.full}>
            {field(
              key,
              label,
              true,
              <textarea
                {...fieldA11y(`${id}-${key}`, errors[key], hint !== undefined)}
                className={dialogForm.textarea}
                value={form[key]}
                maxLength={INCIDENT_TEXT_MAX}
                onChange={(event) => set(key, event.target.value)}
              />,
              hint,
            )}
          </div>
        ))}
        <div>
          {field(
            'peopleAffectedCount',
            'Quantidade de titulares',
            false,
            <input
              {...fieldA11y(`${id}-peopleAffectedCount`, errors.peopleAffectedCount)}
              inputMode="numeric"
              value={form.peopleAffectedCount}
              onChange={(event) => set('peopleAffectedCount', event.target.value)}
            />,
          )}
        </div>
      </div>
      {save.isError && (
        <p className={dialogForm.error} role="alert">
          {errorMessage(save.error, 'Não foi possível salvar o incidente.')}
        </p>
      )}
      <DialogSubmitActions submitLabel="Salvar" isPending={save.isPending} />
    </form>
  );
};

/** Records a new incident or changes one; the 3-business-day deadline follows the knowledge date. */
export const IncidentDialog = ({ editing, onClose }: { editing: TIncidentEditing; onClose: () => void }) => (
  <Dialog.Root open={editing !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${dialogForm.content} ${styles.dialogWide}`}>
        <Dialog.Title className={dialog.title}>
          {editing === 'new' ? 'Registrar incidente' : `Incidente nº ${editing?.id ?? ''}`}
        </Dialog.Title>
        <Dialog.Description className={dialogForm.description}>
          A ANPD e os titulares devem ser comunicados em até 3 dias úteis da data do conhecimento; o registro
          é guardado por 5 anos.
        </Dialog.Description>
        {editing !== null && <IncidentForm incident={editing === 'new' ? null : editing} onDone={onClose} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
