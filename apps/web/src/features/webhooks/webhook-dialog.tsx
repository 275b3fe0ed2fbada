import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ComponentType } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type TWebhookSecretResponse,
  type TWebhookSubscription,
  type TWebhookDoor,
} from '@pc/contract/webhooks';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.ts';
import { useCreateWebhookMutation, useUpdateWebhookMutation } from './api/webhook-calls.ts';
import {
  ALL_COMPANIES_TEXT,
  EVENT_OPTIONS,
  toFormValues,
  toWebhookBody,
  webhookFormSchema,
  type TFormCompany,
  type TWebhookFormOutput,
  type TWebhookFormValues,
} from './webhook-form.ts';
import styles from './webhooks.module.css';
import { Switch } from '../../components/switch/switch.tsx';

const SAVE_FAILED_MESSAGE = 'Não foi possível salvar o webhook.';
export const WEBHOOK_SAVED_MESSAGE = 'Webhook salvo.';

/** The back-office's searchable company picker (features/admin), handed in by the app's route. */
export type TCompanyField = ComponentType<{
  id: string;
  value: readonly TFormCompany[];
  onChange: (companies: TFormCompany[]) => void;
}>;

/** A customer's own companies (the session's), as checkboxes: few, and all of them known. */
const CustomerCompanies = ({
  control,
}: {
  control: Control<TWebhookFormValues, unknown, TWebhookFormOutput>;
}) => {
  const { companies } = useSession();
  return (
    <Controller
      control={control}
      name="companies"
      render={({ field, fieldState }) => (
        <fieldset
          className={styles.fieldset}
          aria-describedby={fieldState.error ? 'webhook-companies-error' : undefined}
        >
          <legend className={styles.legend}>Empresas *</legend>
          {companies.map((company) => (
            <label key={company.id} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={field.value.some((chosen) => chosen.id === company.id)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...field.value, { id: company.id, name: company.name }]
                      : field.value.filter((chosen) => chosen.id !== company.id),
                  )
                }
              />
              {company.name}
            </label>
          ))}
          {fieldState.error && (
            <p id="webhook-companies-error" className={styles.fieldError}>
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
};

type TFormProps = {
  door: TWebhookDoor;
  subscription: TWebhookSubscription | null;
  CompanyField: TCompanyField | null;
  onCreated: (answer: TWebhookSecretResponse) => void;
  onSaved: () => void;
};

const WebhookForm = ({ door, subscription, CompanyField, onCreated, onSaved }: TFormProps) => {
  const ids = { url: useId(), description: useId(), companies: useId() };
  const toast = useToast();
  const canChooseAll = CompanyField !== null;
  const create = useCreateWebhookMutation(door);
  const update = useUpdateWebhookMutation(door);
  const save = subscription ? update : create;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TWebhookFormValues, unknown, TWebhookFormOutput>({
    resolver: zodResolver(webhookFormSchema({ canChooseAll })),
    defaultValues: toFormValues(subscription, { canChooseAll }),
  });
  const isAllCompanies = useWatch({ control, name: 'isAllCompanies' });

  const onSubmit = (values: TWebhookFormOutput) => {
    const body = toWebhookBody(values, { canChooseAll });
    if (subscription) {
      update.mutate(
        { id: subscription.id, body },
        {
          onSuccess: () => {
            toast.success(WEBHOOK_SAVED_MESSAGE);
            onSaved();
          },
        },
      );
      return;
    }
    create.mutate(body, { onSuccess: onCreated });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <FormField
        id={ids.url}
        label="URL"
        isRequired
        error={errors.url?.message}
        hint="https:// do seu sistema que recebe os eventos."
      >
        <input
          {...fieldA11y(ids.url, errors.url?.message, true)}
          {...register('url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://erp.exemplo.com.br/webhooks/portal"
        />
      </FormField>
      <FormField id={ids.description} label="Descrição" error={errors.description?.message}>
        <input
          {...fieldA11y(ids.description, errors.description?.message)}
          {...register('description')}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
        />
      </FormField>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend className={styles.legend}>Eventos *</legend>
        {EVENT_OPTIONS.map((option) => (
          <label key={option.type} className={styles.checkbox}>
            <input type="checkbox" value={option.type} {...register('events')} />
            {option.label}
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className={styles.fieldError}>
            {errors.events.message}
          </p>
        )}
      </fieldset>
      {CompanyField ? (
        <>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('isAllCompanies')} />
            {ALL_COMPANIES_TEXT}
          </label>
          {!isAllCompanies && (
            <FormField id={ids.companies} label="Empresas" isRequired error={errors.companies?.message}>
              <Controller
                control={control}
                name="companies"
                render={({ field }) => (
                  <CompanyField id={ids.companies} value={field.value} onChange={field.onChange} />
                )}
              />
            </FormField>
          )}
        </>
      ) : (
        <CustomerCompanies control={control} />
      )}
      <label className={styles.switchRow}>
        <Switch {...register('isActive')} />
        Ativo (envia os eventos)
      </label>
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error, SAVE_FAILED_MESSAGE)}
        </p>
      )}
      <div className={dialog.actions}>
        <Dialog.Close asChild>
          <button type="button" className={`${dialog.button} ${dialog.secondary}`}>
            Cancelar
          </button>
        </Dialog.Close>
        <button type="submit" className={`${dialog.button} ${dialog.primary}`} disabled={save.isPending}>
          {subscription ? 'Salvar' : 'Criar'}
        </button>
      </div>
    </form>
  );
};

type TWebhookDialogProps = Omit<TFormProps, 'subscription' | 'onSaved'> & {
  /** 'new', the subscription to change, or null (closed). */
  editing: TWebhookSubscription | 'new' | null;
  onClose: () => void;
};

/** Create or change a subscription; a creation hands its secret to onCreated (shown once there). */
export const WebhookDialog = ({ editing, onClose, ...props }: TWebhookDialogProps) => {
  const subscription = editing === 'new' ? null : editing;
  return (
    <Dialog.Root open={editing !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${styles.dialog}`} aria-describedby={undefined}>
          <Dialog.Title className={dialog.title}>
            {subscription ? 'Editar webhook' : 'Novo webhook'}
          </Dialog.Title>
          {editing !== null && (
            <WebhookForm
              key={subscription?.id ?? 'new'}
              {...props}
              subscription={subscription}
              onSaved={onClose}
            />
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
