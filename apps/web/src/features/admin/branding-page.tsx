import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  checkPrimaryColorContrast,
  contrastVerdict,
  LOGO_TOO_LARGE_MESSAGE,
  MAX_LOGO_BYTES,
  PORTAL_NAME_MAX,
  EMAIL_SENDER_NAME_MAX,
  SUPPORT_EMAIL_MAX,
  SUPPORT_PHONE_MAX,
  ZBrandingBody,
  type TAdminBranding,
  type TBrandingBody,
} from '@pc/contract/branding';
import { HEX_COLOR } from '@pc/contract/branding-identity';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import {
  useBrandingQuery,
  useRemoveLogoMutation,
  useSaveBrandingMutation,
  useUploadLogoMutation,
} from './api/admin-branding.ts';
import { REMOVE_LOGO_QUESTION } from './admin-confirmations.ts';
import { BrandingPreview } from './branding-preview.tsx';
import { BrandingPrivacySection } from './branding-privacy-section.tsx';
import { useConfirmation } from './use-confirmation.tsx';
import adminStyles from './admin.module.css';
import styles from './branding-page.module.css';

export const BRANDING_SAVED_MESSAGE = 'Identidade visual salva.';
export const LOGO_SAVED_MESSAGE = 'Logotipo atualizado.';
export const LOGO_REMOVED_MESSAGE = 'Logotipo removido.';
export const BRANDING_READ_ONLY_TEXT =
  'Somente administradores alteram a identidade visual; você pode consultá-la.';
const SAVE_FAILED_MESSAGE = 'Não foi possível salvar a identidade visual.';
const LOGO_FAILED_MESSAGE = 'Não foi possível enviar o logotipo.';
const INVALID_COLOR_TEXT = 'Informe a cor no formato #rrggbb para ver o contraste.';

/** The form's text fields; an empty one is null in the body (the default, or no contact). */
const FIELDS = ['portalName', 'primaryColor', 'emailSenderName', 'supportEmail', 'supportPhone'] as const;
type TFormValues = Record<(typeof FIELDS)[number], string>;

const ZBrandingForm = z
  .object(
    Object.fromEntries(FIELDS.map((field) => [field, z.string()])) as Record<keyof TFormValues, z.ZodString>,
  )
  .transform(
    (values) =>
      Object.fromEntries(
        FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
      ) as TBrandingBody,
  )
  .pipe(ZBrandingBody);

const toFormValues = (branding: TAdminBranding): TFormValues => ({
  portalName: branding.portalName ?? '',
  primaryColor: branding.primaryColor ?? '',
  emailSenderName: branding.emailSenderName ?? '',
  supportEmail: branding.supportEmail ?? '',
  supportPhone: branding.supportPhone ?? '',
});

/** The colour's contrast check, or null while what is typed is no #rrggbb yet. */
const contrastOf = (color: string) =>
  HEX_COLOR.test(color) ? checkPrimaryColorContrast(color.toLowerCase()) : null;

const verdictText = (contrast: ReturnType<typeof contrastOf>): string =>
  contrast ? contrastVerdict(contrast) : INVALID_COLOR_TEXT;

/** "Contraste 5,2:1 — atende AA", or what to type to see it. */
export const colorVerdictText = (color: string): string => verdictText(contrastOf(color));

type TLogoFieldProps = { branding: TAdminBranding; canEdit: boolean };

const LogoField = ({ branding, canEdit }: TLogoFieldProps) => {
  const toast = useToast();
  const upload = useUploadLogoMutation();
  const remove = useRemoveLogoMutation();
  const { ask, dialog } = useConfirmation();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) {
      toast.error(LOGO_TOO_LARGE_MESSAGE);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(LOGO_SAVED_MESSAGE),
      onError: (error) => toast.error(errorMessage(error, LOGO_FAILED_MESSAGE)),
    });
  };

  return (
    <fieldset className={styles.logoField}>
      <legend className={styles.legend}>Logotipo</legend>
      <div className={styles.logoRow}>
        <div className={styles.logoPreview}>
          {branding.logo ? (
            <img src={branding.logo.url} alt="Logotipo atual do portal" />
          ) : (
            <span className={styles.noLogo}>Sem logotipo</span>
          )}
        </div>
        {canEdit && (
          <div className={styles.logoActions}>
            <input
              ref={input}
              id="branding-logo"
              aria-label="Arquivo do logotipo (PNG ou SVG)"
              type="file"
              accept=".png,.svg,image/png,image/svg+xml"
              className="visually-hidden"
              onChange={onFile}
              aria-describedby="branding-logo-hint"
            />
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
            >
              {branding.logo ? 'Trocar logotipo' : 'Enviar logotipo'}
            </button>
            {branding.logo && (
              <button
                type="button"
                className={styles.dangerButton}
                disabled={remove.isPending}
                onClick={() =>
                  ask(REMOVE_LOGO_QUESTION, () =>
                    remove.mutate(undefined, {
                      onSuccess: () => toast.success(LOGO_REMOVED_MESSAGE),
                      onError: (error) => toast.error(errorMessage(error, LOGO_FAILED_MESSAGE)),
                    }),
                  )
                }
              >
                Remover logotipo
              </button>
            )}
          </div>
        )}
      </div>
      <p id="branding-logo-hint" className={styles.hint}>
        PNG ou SVG de até {MAX_LOGO_BYTES / 1024} KB; sem logotipo, as iniciais do nome. Um SVG é limpo ao ser
        enviado: scripts e referências externas são removidos.
      </p>
      {dialog}
    </fieldset>
  );
};

type TBrandingFormProps = { branding: TAdminBranding; canEdit: boolean };

const BrandingForm = ({ branding, canEdit }: TBrandingFormProps) => {
  const toast = useToast();
  const save = useSaveBrandingMutation();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<TFormValues, unknown, TBrandingBody>({
    resolver: zodResolver(ZBrandingForm),
    defaultValues: toFormValues(branding),
    mode: 'onChange',
  });
  // A save elsewhere (or this one's answer) becomes the form's new starting point.
  useEffect(() => reset(toFormValues(branding)), [branding, reset]);
  const values = useWatch({ control });
  const color = values.primaryColor?.trim() || branding.defaults.primaryColor;
  const previewColor = HEX_COLOR.test(color) ? color.toLowerCase() : branding.defaults.primaryColor;
  // Checked once a render: the verdict's text and the save's colour state read the same answer.
  const contrast = contrastOf(color);
  const verdict = verdictText(contrast);
  const isAA = contrast?.isAA ?? false;

  const onSubmit = (body: TBrandingBody) =>
    save.mutate(body, {
      onSuccess: () => toast.success(BRANDING_SAVED_MESSAGE),
      onError: (error) => toast.error(errorMessage(error, SAVE_FAILED_MESSAGE)),
    });

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <fieldset className={styles.fields} disabled={!canEdit || save.isPending}>
          <legend className="visually-hidden">Identidade visual</legend>
          <FormField
            id="branding-name"
            label="Nome do portal"
            error={errors.portalName?.message}
            hint={`Até ${PORTAL_NAME_MAX} caracteres. Vazio: “${branding.defaults.portalName}”.`}
          >
            <input
              {...fieldA11y('branding-name', errors.portalName?.message, true)}
              {...register('portalName')}
              maxLength={PORTAL_NAME_MAX}
              placeholder={branding.defaults.portalName}
            />
          </FormField>
          <FormField
            id="branding-color"
            label="Cor principal"
            error={errors.primaryColor?.message}
            hint={`Formato #rrggbb. Vazio: ${branding.defaults.primaryColor}.`}
          >
            <div className={styles.colorRow}>
              <input
                type="color"
                className={styles.colorPicker}
                aria-label="Escolher a cor principal"
                value={previewColor}
                onChange={(event) =>
                  setValue('primaryColor', event.target.value, { shouldDirty: true, shouldValidate: true })
                }
              />
              <input
                {...fieldA11y('branding-color', errors.primaryColor?.message, true)}
                {...register('primaryColor')}
                maxLength={7}
                placeholder={branding.defaults.primaryColor}
                className={styles.colorText}
              />
            </div>
          </FormField>
          <p
            className={isAA ? styles.verdictOk : styles.verdictBad}
            role="status"
            data-testid="contrast-verdict"
          >
            {verdict}
          </p>
          <FormField
            id="branding-sender"
            label="Nome do remetente dos e-mails"
            error={errors.emailSenderName?.message}
            hint={`Vazio: “${branding.defaults.emailSenderName}”.`}
          >
            <input
              {...fieldA11y('branding-sender', errors.emailSenderName?.message, true)}
              {...register('emailSenderName')}
              maxLength={EMAIL_SENDER_NAME_MAX}
              placeholder={branding.defaults.emailSenderName}
            />
          </FormField>
          <FormField
            id="branding-support-email"
            label="E-mail de suporte"
            error={errors.supportEmail?.message}
            hint="Aparece no rodapé do login e dos e-mails. Vazio: nenhum."
          >
            <input
              {...fieldA11y('branding-support-email', errors.supportEmail?.message, true)}
              {...register('supportEmail')}
              type="email"
              maxLength={SUPPORT_EMAIL_MAX}
            />
          </FormField>
          <FormField
            id="branding-support-phone"
            label="Telefone de suporte"
            error={errors.supportPhone?.message}
            hint="Por exemplo, +55 (11) 3000-1234. Vazio: nenhum."
          >
            <input
              {...fieldA11y('branding-support-phone', errors.supportPhone?.message, true)}
              {...register('supportPhone')}
              type="tel"
              maxLength={SUPPORT_PHONE_MAX}
            />
          </FormField>
        </fieldset>
        {canEdit && (
          <div className={styles.actions}>
            <button type="submit" className={styles.primaryButton} disabled={save.isPending || !isDirty}>
              Salvar
            </button>
          </div>
        )}
      </form>
      <div className={styles.side}>
        <BrandingPreview
          portalName={values.portalName?.trim() || branding.defaults.portalName}
          color={previewColor}
          logoUrl={branding.logo?.url ?? null}
        />
        <LogoField branding={branding} canEdit={canEdit} />
      </div>
    </div>
  );
};

/** Back-office Identidade visual: the portal's name, colour, logo, e-mail sender and support contact. */
export const BrandingPage = () => {
  const { user } = useSession();
  const canEdit = user?.role === 'ADMIN';
  const branding = useBrandingQuery();

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-branding-title">
      <PageTitle parts={[routes.AdminBranding.title, routes.Admin.title]} />
      <header className={adminStyles.panelHeader}>
        <h2 id="admin-branding-title" className={adminStyles.panelTitle}>
          {routes.AdminBranding.title}
        </h2>
        <p className={adminStyles.panelText}>
          {canEdit
            ? 'O nome, a cor, o logotipo e o contato de suporte que clientes e agentes de carga veem: no login, no menu, nos e-mails e no calendário. Valem na hora, sem publicar uma nova versão.'
            : BRANDING_READ_ONLY_TEXT}
        </p>
      </header>
      <LoadingOverlay
        isVisible={branding.isPending}
        variant="container"
        label="Carregando identidade visual"
      />
      {branding.isError && !branding.data ? (
        <p className={adminStyles.error} role="alert">
          {errorMessage(branding.error, 'Não foi possível carregar a identidade visual.')}
        </p>
      ) : (
        branding.data && <BrandingForm branding={branding.data.data} canEdit={canEdit} />
      )}
      <BrandingPrivacySection canEdit={canEdit} />
    </section>
  );
};
