import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import {
  ADMIN_USER_ACCESS_LOGS_PAGE_SIZE_DEFAULT,
  secondFactorLabel,
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  type TAdminUserDetail,
} from '@pc/contract/admin-users';
import { ZUserRole, type TUserRole } from '@pc/contract/user';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import sheet from '../../components/dialog/side-sheet.module.css';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import {
  useAdminUserAccessLogsQuery,
  useAdminUserQuery,
  useUserActionMutation,
  useUserCompanyMutation,
  useUserRoleMutation,
  useWebhooksPermissionMutation,
  type TUserAction,
} from './api/admin-users.ts';
import {
  linkCompanyQuestion,
  roleChangeQuestion,
  unlinkCompanyQuestion,
  webhooksPermissionQuestion,
} from './admin-confirmations.ts';
import { useConfirmation } from './use-confirmation.tsx';
import { EntitlementSwitch } from './entitlement-switch.tsx';
import { CompanyPicker } from './company-picker.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { formatLastSignIn } from './user-columns.tsx';
import styles from './users.module.css';

const ACTION_FAILED_MESSAGE = 'Não foi possível concluir a ação.';
export const NO_ACCESS_LOGS_TEXT = 'Nenhum acesso registrado.';
export const NO_COMPANIES_TEXT = 'Nenhuma empresa vinculada.';

/** Each action's button, question and the toast of its success. */
export const USER_ACTIONS: Readonly<
  Record<TUserAction, { label: string; question: (name: string) => string; done: (name: string) => string }>
> = {
  'resend-invitation': {
    label: 'Reenviar convite',
    question: (name) => `Enviar um novo convite para ${name}? O link anterior deixa de funcionar.`,
    done: (name) => `Novo convite enviado para ${name}.`,
  },
  deactivate: {
    label: 'Desativar',
    question: (name) => `Desativar ${name}? As sessões abertas terminam agora e o acesso fica bloqueado.`,
    done: (name) => `${name} foi desativado(a).`,
  },
  reactivate: {
    label: 'Reativar',
    question: (name) => `Reativar ${name}? O acesso volta a ser permitido com a senha atual.`,
    done: (name) => `${name} foi reativado(a).`,
  },
  'password-reset': {
    label: 'Forçar troca de senha',
    question: (name) =>
      `Forçar a troca de senha de ${name}? A senha atual deixa de valer, as sessões terminam e um link para criar outra é enviado por e-mail.`,
    done: (name) => `Link para criar uma nova senha enviado para ${name}.`,
  },
  'second-factor-reset': {
    label: 'Redefinir segundo fator',
    question: (name) =>
      `Remover o TOTP, os códigos de recuperação e as chaves de acesso de ${name}? A pessoa é avisada por e-mail.`,
    done: (name) => `Segundo fator de ${name} redefinido.`,
  },
};

/** The actions that apply to the user as they are now. */
export const availableActions = (user: TAdminUserDetail): TUserAction[] => [
  ...(user.status === 'INVITED' ? (['resend-invitation'] as const) : []),
  ...(user.status === 'INACTIVE' ? (['reactivate'] as const) : (['deactivate', 'password-reset'] as const)),
  ...(user.secondFactor.hasTotp || user.secondFactor.passkeyCount > 0
    ? (['second-factor-reset'] as const)
    : []),
];

const AccessLog = ({ userId }: { userId: number }) => {
  const [page, setPage] = useState(1);
  const size = ADMIN_USER_ACCESS_LOGS_PAGE_SIZE_DEFAULT;
  const logs = useAdminUserAccessLogsQuery(userId, { page: String(page), size: String(size) });
  const total = logs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  if (logs.isError && !logs.data) {
    return (
      <p className={styles.error}>{errorMessage(logs.error, 'Não foi possível carregar os acessos.')}</p>
    );
  }
  if (logs.isPending) return <p className={sheet.hint}>Carregando acessos…</p>;
  if (total === 0) return <p className={sheet.hint}>{NO_ACCESS_LOGS_TEXT}</p>;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.logTable} aria-label="Acessos">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">IP</th>
              <th scope="col">Origem</th>
            </tr>
          </thead>
          <tbody aria-busy={logs.isPlaceholderData || undefined}>
            {logs.data.data.map((log) => (
              <tr key={log.id}>
                <td>
                  <time dateTime={log.at}>{formatInstant(log.at) ?? log.at}</time>
                </td>
                <td>{log.ip ?? '—'}</td>
                <td>{log.origin ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.pager}>
        <button
          type="button"
          className={`${dialog.button} ${dialog.secondary}`}
          disabled={page <= 1}
          onClick={() => setPage((current) => current - 1)}
        >
          Anteriores
        </button>
        <span className={sheet.hint}>
          Página {page} de {pages}
        </span>
        <button
          type="button"
          className={`${dialog.button} ${dialog.secondary}`}
          disabled={page >= pages}
          onClick={() => setPage((current) => current + 1)}
        >
          Próximos
        </button>
      </div>
    </>
  );
};

type TDetailProps = { user: TAdminUserDetail; canEdit: boolean; isSelf: boolean };

const RoleField = ({ user, canEdit, isSelf }: TDetailProps) => {
  const id = useId();
  const toast = useToast();
  const change = useUserRoleMutation();
  const { ask, dialog } = useConfirmation();
  if (!canEdit || isSelf) return <p>{USER_ROLE_LABELS[user.role]}</p>;
  const onRole = (role: TUserRole) =>
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: ({ data }) => toast.success(`Papel de ${data.name}: ${USER_ROLE_LABELS[data.role]}.`),
        onError: (error) => toast.error(errorMessage(error, ACTION_FAILED_MESSAGE)),
      },
    );
  return (
    <div className={styles.inline}>
      {/* The select shows the saved role until the change is confirmed and saved. */}
      <select
        id={id}
        aria-labelledby="user-role-title"
        className={styles.select}
        value={user.role}
        disabled={change.isPending}
        onChange={(event) => {
          const role = event.target.value as TUserRole;
          ask(roleChangeQuestion(user, role), () => onRole(role));
        }}
      >
        {ZUserRole.options.map((role) => (
          <option key={role} value={role}>
            {USER_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {dialog}
    </div>
  );
};

const Companies = ({ user, canEdit }: TDetailProps) => {
  const toast = useToast();
  const link = useUserCompanyMutation();
  const { ask, dialog } = useConfirmation();
  const onLink = (companyId: number, isLinked: boolean, name: string) =>
    link.mutate(
      { id: user.id, companyId, isLinked },
      {
        onSuccess: () => toast.success(isLinked ? `${name} vinculada.` : `${name} desvinculada.`),
        onError: (error) => toast.error(errorMessage(error, ACTION_FAILED_MESSAGE)),
      },
    );
  return (
    <>
      {user.companies.length === 0 ? (
        <p className={sheet.hint}>{NO_COMPANIES_TEXT}</p>
      ) : (
        <ul className={styles.companyList}>
          {user.companies.map((company) => (
            <li key={company.id}>
              <span>{company.name}</span>
              {canEdit && (
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={link.isPending}
                  aria-label={`Desvincular ${company.name}`}
                  onClick={() =>
                    ask(unlinkCompanyQuestion(user, company), () => onLink(company.id, false, company.name))
                  }
                >
                  Desvincular
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <CompanyPicker
          label={`Vincular empresa a ${user.name}`}
          excludeIds={user.companies.map((company) => company.id)}
          isDisabled={link.isPending}
          onPick={(company) =>
            ask(linkCompanyQuestion(user, company), () => onLink(company.id, true, company.name))
          }
        />
      )}
      {dialog}
    </>
  );
};

export const WEBHOOKS_PERMISSION_LABEL = 'Pode gerenciar webhooks das suas empresas';

/** Outbound webhooks: a customer's user may manage webhooks for their companies; only an admin flips it. */
const WebhooksPermission = ({ user, canEdit }: TDetailProps) => {
  const toast = useToast();
  const change = useWebhooksPermissionMutation();
  const { ask, dialog } = useConfirmation();
  return (
    <div className={styles.inline}>
      <EntitlementSwitch
        label={WEBHOOKS_PERMISSION_LABEL}
        isOn={user.canManageWebhooks}
        canEdit={canEdit}
        isPending={change.isPending}
        onChange={(canManageWebhooks) =>
          ask(webhooksPermissionQuestion(user, canManageWebhooks), () =>
            change.mutate(
              { id: user.id, canManageWebhooks },
              {
                onSuccess: () =>
                  toast.success(
                    canManageWebhooks
                      ? `${user.name} pode gerenciar webhooks.`
                      : `${user.name} não gerencia mais webhooks.`,
                  ),
                onError: (error) => toast.error(errorMessage(error, ACTION_FAILED_MESSAGE)),
              },
            ),
          )
        }
      />
      <span aria-hidden="true">{WEBHOOKS_PERMISSION_LABEL}</span>
      {dialog}
    </div>
  );
};

const Actions = ({ user, isSelf }: TDetailProps) => {
  const toast = useToast();
  const run = useUserActionMutation();
  const [asking, setAsking] = useState<TUserAction | null>(null);
  // Oneself: never deactivated here (the server refuses it too).
  const actions = availableActions(user).filter((action) => !(isSelf && action === 'deactivate'));
  const confirm = () => {
    if (!asking) return;
    const action = asking;
    setAsking(null);
    run.mutate(
      { id: user.id, action },
      {
        onSuccess: () => toast.success(USER_ACTIONS[action].done(user.name)),
        onError: (error) => toast.error(errorMessage(error, ACTION_FAILED_MESSAGE)),
      },
    );
  };
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`${dialog.button} ${action === 'deactivate' ? styles.danger : dialog.secondary}`}
          disabled={run.isPending}
          onClick={() => setAsking(action)}
        >
          {USER_ACTIONS[action].label}
        </button>
      ))}
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking ? USER_ACTIONS[asking].label : ''}
        message={asking ? USER_ACTIONS[asking].question(user.name) : ''}
        confirmLabel={asking ? USER_ACTIONS[asking].label : 'Confirmar'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
};

type TUserDetailSheetProps = {
  userId: number | null;
  canEdit: boolean;
  currentUserId: number | null;
  onClose: () => void;
};

/** Back-office Usuários: one user's detail in a side sheet: role, companies, actions, access log. */
export const UserDetailSheet = ({ userId, canEdit, currentUserId, onClose }: TUserDetailSheetProps) => {
  const detail = useAdminUserQuery(userId);
  const user = detail.data?.data;
  const props = user && { user, canEdit, isSelf: user.id === currentUserId };
  return (
    <Dialog.Root open={userId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${sheet.sheet} ${styles.sheet}`} aria-describedby={undefined}>
          <header className={sheet.head}>
            <Dialog.Title className={dialog.title}>{user?.name ?? 'Usuário'}</Dialog.Title>
            <Dialog.Close className={`${dialog.close} ${sheet.close}`} aria-label="Fechar">
              ×
            </Dialog.Close>
          </header>
          {detail.isError && !user && (
            <p className={styles.error}>
              {errorMessage(detail.error, 'Não foi possível carregar o usuário.')}
            </p>
          )}
          {!user && detail.isPending && <p className={sheet.hint}>Carregando…</p>}
          {props && (
            <>
              <dl className={styles.facts}>
                <dt>E-mail</dt>
                <dd>{props.user.email}</dd>
                <dt>Situação</dt>
                <dd>
                  <span className={styles.badge} data-status={props.user.status}>
                    {USER_STATUS_LABELS[props.user.status]}
                  </span>
                  {props.user.invitation && (
                    <span className={styles.muted}>
                      {' '}
                      {props.user.invitation.isExpired ? 'link expirou em' : 'link vale até'}{' '}
                      {formatInstant(props.user.invitation.expiresAt)}
                    </span>
                  )}
                </dd>
                <dt>Último acesso</dt>
                <dd>{formatLastSignIn(props.user.lastSignInAt)}</dd>
                <dt>Segundo fator</dt>
                <dd>{secondFactorLabel(props.user.secondFactor)}</dd>
              </dl>
              <section className={styles.section} aria-labelledby="user-role-title">
                <h3 id="user-role-title" className={styles.sectionTitle}>
                  Papel
                </h3>
                <RoleField {...props} />
              </section>
              <section className={styles.section} aria-labelledby="user-companies-title">
                <h3 id="user-companies-title" className={styles.sectionTitle}>
                  Empresas
                </h3>
                <Companies {...props} />
              </section>
              {props.user.role === 'CUSTOMER' && (
                <section className={styles.section} aria-labelledby="user-webhooks-title">
                  <h3 id="user-webhooks-title" className={styles.sectionTitle}>
                    Webhooks
                  </h3>
                  <WebhooksPermission {...props} />
                </section>
              )}
              {canEdit && (
                <section className={styles.section} aria-labelledby="user-actions-title">
                  <h3 id="user-actions-title" className={styles.sectionTitle}>
                    Ações
                  </h3>
                  <Actions {...props} />
                </section>
              )}
              <section className={styles.section} aria-labelledby="user-log-title">
                <h3 id="user-log-title" className={styles.sectionTitle}>
                  Acessos
                </h3>
                <AccessLog userId={props.user.id} />
              </section>
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
