import { useLocation, useNavigate } from 'react-router';
import { CloseIcon, LockIcon } from '../icon/icons.tsx';
import { readForbiddenReason, type TForbiddenReason } from '../../lib/forbidden-reason.ts';
import { usePortalBranding } from '../../lib/portal-branding.ts';
import styles from './forbidden-notice.module.css';

type TNoticeText = { title: string; reason: string; whoToAsk: string };

const noticeTextOf = (reason: TForbiddenReason): TNoticeText => {
  switch (reason) {
    case 'analytics':
      return {
        title: 'Analytics não contratado',
        reason: 'Sua empresa não contratou o Analytics.',
        whoToAsk: 'Para contratá-lo, fale com o seu despachante',
      };
    case 'products':
      return {
        title: 'Custo por produto não contratado',
        reason: 'Sua empresa não contratou o custo de nacionalização por produto.',
        whoToAsk: 'Para contratá-lo, fale com o seu despachante',
      };
    case 'admin':
      return {
        title: 'Área restrita',
        reason: 'Esta área é só para a equipe do despachante.',
        whoToAsk: 'Se precisar de algo dela, fale com o seu despachante',
      };
  }
};

/** The broker's support contact from the back-office's Identidade visual, when an admin set one. */
const SupportContact = () => {
  const { supportEmail, supportPhone } = usePortalBranding();
  if (!supportEmail && !supportPhone) return '.';
  return (
    <>
      {': '}
      {supportEmail && <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
      {supportEmail && supportPhone && ' · '}
      {supportPhone && <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>}.
    </>
  );
};

/**
 * Says why a route guard brought the user here instead of the screen asked for (decision 0102):
 * the reason, and who to ask. Shown above the screen until closed or the user moves on.
 */
export const ForbiddenNotice = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const reason = readForbiddenReason(location.state);
  if (!reason) return null;
  const text = noticeTextOf(reason);
  const close = () => void navigate(location, { replace: true, state: null });
  return (
    <section
      className={styles.notice}
      role="status"
      aria-labelledby="forbidden-notice-title"
      data-testid="forbidden-notice"
    >
      <LockIcon className={styles.icon} size={22} aria-hidden="true" />
      <div className={styles.content}>
        <h2 id="forbidden-notice-title" className={styles.title}>
          {text.title}
        </h2>
        <p className={styles.text}>
          {text.reason} {text.whoToAsk}
          <SupportContact />
        </p>
      </div>
      <button type="button" className={styles.close} onClick={close} aria-label="Fechar aviso">
        <CloseIcon size={18} aria-hidden="true" />
      </button>
    </section>
  );
};
