import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { staffSecondFactorQuestion } from './admin-confirmations.ts';
import { useSecuritySettingsMutation, useSecuritySettingsQuery } from './api/admin-users.ts';
import { EntitlementSwitch } from './entitlement-switch.tsx';
import { useConfirmation } from './use-confirmation.tsx';
import styles from './users.module.css';

export const STAFF_SECOND_FACTOR_TITLE = 'Segundo fator da equipe';
export const STAFF_SECOND_FACTOR_LABEL = 'Exigir segundo fator da equipe e dos administradores';

export const staffSecondFactorSavedMessage = (isRequired: boolean): string =>
  isRequired
    ? 'A equipe passa a entrar com segundo fator; quem não tem cadastra no próximo acesso.'
    : 'O segundo fator deixou de ser exigido da equipe.';

/** Back-office: the admin's switch of the second-factor rule (GET/PUT /api/admin/security-settings). */
export const UsersSecurityCard = () => {
  const toast = useToast();
  const settings = useSecuritySettingsQuery(true);
  const save = useSecuritySettingsMutation();
  const { ask, dialog } = useConfirmation();
  const isRequired = settings.data?.data.isStaffSecondFactorRequired ?? false;
  return (
    <section className={styles.card} aria-labelledby="staff-second-factor-title">
      <div className={styles.cardText}>
        <h3 id="staff-second-factor-title" className={styles.sectionTitle}>
          {STAFF_SECOND_FACTOR_TITLE}
        </h3>
        <p className={styles.muted}>
          Ligado, a equipe e os administradores entram com aplicativo autenticador ou chave de acesso; quem
          ainda não tem cadastra um no próximo acesso. Clientes não são afetados.
        </p>
        {settings.isError && (
          <p className={styles.error}>{errorMessage(settings.error, 'Não foi possível carregar a regra.')}</p>
        )}
      </div>
      <EntitlementSwitch
        label={STAFF_SECOND_FACTOR_LABEL}
        isOn={save.isPending ? (save.variables ?? isRequired) : isRequired}
        canEdit={settings.isSuccess}
        isPending={save.isPending}
        onChange={(isOn) =>
          ask(staffSecondFactorQuestion(isOn), () =>
            save.mutate(isOn, {
              onSuccess: () => toast.success(staffSecondFactorSavedMessage(isOn)),
              onError: (error) => toast.error(errorMessage(error, 'Não foi possível salvar a regra.')),
            }),
          )
        }
      />
      {dialog}
    </section>
  );
};
