import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useUnansweredCountQuery } from './api/admin-message-threads.ts';
import { ADMIN_SECTION_GROUPS, findAdminSection, type TAdminSection } from './admin-sections.ts';
import { AtendimentoBadge } from './atendimento-badge.tsx';
import styles from './admin-nav.module.css';

/** The select's words for a section: Atendimento says how many conversations wait, as its badge does. */
const optionText = (item: TAdminSection, unanswered: number): string =>
  item.to === routes.AdminAtendimento.path && unanswered > 0
    ? `${item.label} (${formatNumber(unanswered)} sem resposta)`
    : item.label;

/** A narrow screen: one select of the sections by group, showing the current one; choosing goes there. */
const SectionSelect = () => {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unanswered = useUnansweredCountQuery().data ?? 0;
  const current = findAdminSection(pathname);
  return (
    <div className={styles.select}>
      <label htmlFor={id}>Seção</label>
      <select id={id} value={current?.to ?? ''} onChange={(event) => void navigate(event.target.value)}>
        {!current && <option value="">Escolha uma seção</option>}
        {ADMIN_SECTION_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.sections.map((item) => (
              <option key={item.to} value={item.to}>
                {optionText(item, unanswered)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
};

/**
 * A wide screen: the sections in a side list by group. It stays in view beside the screen (sticky)
 * and scrolls on its own when it outgrows the window, keeping the current section in sight.
 */
const SectionList = () => {
  const { pathname } = useLocation();
  const groupId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const isAbove = active.offsetTop < list.scrollTop;
    const isBelow = active.offsetTop + active.offsetHeight > list.scrollTop + list.clientHeight;
    if (isAbove || isBelow) list.scrollTop = active.offsetTop - (list.clientHeight - active.offsetHeight) / 2;
  }, [pathname]);
  return (
    <div ref={listRef} className={styles.list}>
      {ADMIN_SECTION_GROUPS.map((group, index) => (
        <div key={group.label} className={styles.group}>
          <p id={`${groupId}-${index}`} className={styles.groupLabel}>
            {group.label}
          </p>
          <ul aria-labelledby={`${groupId}-${index}`}>
            {group.sections.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.linkActive : ''}`}
                >
                  {item.label}
                  {item.to === routes.AdminAtendimento.path && <AtendimentoBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};

/** The back-office's navigation between its screens, grouped; one form shows per screen width. */
export const AdminNav = () => (
  <nav aria-label="Seções da administração" className={styles.nav}>
    <SectionSelect />
    <SectionList />
  </nav>
);
